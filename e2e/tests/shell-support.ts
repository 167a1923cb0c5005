/**
 * Helpers for the shell suites (shell-*.spec.ts): the viewports the issue names, the
 * analytics probe and a window.open stub installed before any page script runs, and
 * readers for what the gateway injected.
 */
import type { Locator, Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export interface ProbedEvent {
  event: string;
  properties: Record<string, unknown>;
}
export interface OpenedWindow {
  url: string;
  target?: string;
  features?: string;
}

/**
 * `window.__chainworkAnalyticsProbe`: the shared-config analytics helper pushes every
 * tracked event here when a page defines it. `window.open` is replaced by a recorder, so
 * a newsletter submit opens no real third-party tab (the machine is offline anyway).
 */
export async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __chainworkAnalyticsProbe: unknown[]; __opened: unknown[] };
    w.__chainworkAnalyticsProbe = [];
    w.__opened = [];
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      w.__opened.push({ url: String(url), target, features });
      return null;
    }) as typeof window.open;
  });
}

export interface RecordedDialog {
  name: string;
  path: string;
  scrollY: number;
}

/**
 * Records every dialog that appears, with the path and scroll position it appeared at, in
 * sessionStorage (so the record spans page loads in the tab): a negative check reads the
 * whole record, which also holds a dialog that came and went between two looks.
 */
export async function recordDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = '__recordedDialogs';
    const seen = new WeakSet<Element>();
    const nameOf = (el: Element) =>
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const record = (el: Element) => {
      if (seen.has(el)) return;
      seen.add(el);
      const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as Array<{ name: string; path: string; scrollY: number }>;
      list.push({ name: nameOf(el), path: location.pathname, scrollY: Math.round(window.scrollY) });
      sessionStorage.setItem(KEY, JSON.stringify(list));
    };
    const DIALOG = '[role="dialog"], [role="alertdialog"]';
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (!(node instanceof Element)) continue;
          if (node.matches(DIALOG)) record(node);
          for (const el of Array.from(node.querySelectorAll(DIALOG))) record(el);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const recordedDialogs = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('__recordedDialogs') ?? '[]') as RecordedDialog[]);

export const probedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chainworkAnalyticsProbe: ProbedEvent[] }).__chainworkAnalyticsProbe);
export const openedWindows = (page: Page) => page.evaluate(() => (window as unknown as { __opened: OpenedWindow[] }).__opened);

export interface InjectedSettings {
  siteUrl: string;
  newsletterSubscribeUrl: string;
  social: { email: string; microblog: string; messaging: string; chat: string };
}

/** The public settings the gateway injected into this document. */
export const injectedSettings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __CHAINWORK__: { settings: InjectedSettings } }).__CHAINWORK__.settings);

/** Opacity as painted: the product of the element's and its ancestors' opacity. */
export function paintedOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    let value = 1;
    for (let node: Element | null = el; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  });
}

/** Scrolls the window to a fraction of its scrollable range. */
export async function scrollToProgress(page: Page, progress: number): Promise<void> {
  await page.evaluate((p) => {
    const range = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(range * p), behavior: 'instant' });
  }, progress);
}

/** The newsletter provider URL a valid submit must open, built independently of the app. */
export function expectedSubscribeUrl(settings: InjectedSettings, email: string): { base: string; email: string; redirect: string } {
  const base = new URL(settings.newsletterSubscribeUrl);
  return { base: `${base.origin}${base.pathname}`, email, redirect: `${settings.siteUrl.replace(/\/+$/, '')}/` };
}
