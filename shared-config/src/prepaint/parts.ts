/** The attribute naming each part of the pre-paint, for the gateway and the shell. */
export const PREPAINT_ATTRIBUTE = 'data-prepaint';

/**
 * The parts the gateway decides on per request. `top-bar` is on every route. `home-hero`
 * is built `hidden` and shown by the gateway on `/` only; `account` (the Sign in button)
 * is built `hidden` and shown only to a visitor the gateway knows to be signed out.
 * `job-head` (a job page's back link, avatar, title and company) is built `hidden` with
 * empty slots, shown and filled by the gateway on a job page whose job it has fetched;
 * `job-verified` (the company line's badge) is shown inside it for a verified employer;
 * `job-description` (the description's first blocks, drawn where the job view has two
 * columns) is shown and filled inside it for an open job whose description starts with
 * what the pre-paint can draw (./job-description.ts).
 * An older gateway that knows none of this shows the top bar alone, which is right everywhere.
 */
export const PREPAINT_PARTS = {
  topBar: 'top-bar',
  homeHero: 'home-hero',
  account: 'account',
  jobHead: 'job-head',
  jobVerified: 'job-verified',
  jobDescription: 'job-description',
} as const;

/** The attribute naming an empty element the gateway fills for this request (text; the description's slot, markup: PREPAINT_SLOTS). */
export const PREPAINT_SLOT_ATTRIBUTE = 'data-prepaint-slot';

/**
 * The slots of the job head, filled with the job's words as text (escaped), never markup;
 * the description's with the markup of ./job-description.ts, its words escaped likewise.
 */
export const PREPAINT_SLOTS = {
  jobTitle: 'job-title',
  jobCompany: 'job-company',
  jobInitials: 'job-initials',
  jobDescription: 'job-description',
} as const;

/**
 * The class of the job head's content (back link, avatar, title, company) inside its part:
 * what the shell keeps for the job page's placeholder, without the container around it.
 */
export const PREPAINT_JOB_HEAD_CLASS = 'cwpp-jhead';

/**
 * The `<template>` in the shell's `<head>` holding the app's script tags and script
 * preloads (the shell's, and the first-paint remotes' the gateway adds): inert until the
 * template's own script puts them in the document, once the static pre-paint has painted
 * (its fonts in) or after APP_START_LATEST_MS at most. Downloading ~300 KB of script
 * alongside the style sheet and fonts delayed the first paint on a slow connection.
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'cw-app-scripts';

/** The latest the app's scripts start downloading, fonts or not (ms after the template's script runs). */
export const APP_START_LATEST_MS = 1000;
