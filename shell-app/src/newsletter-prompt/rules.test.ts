import { describe, expect, it } from 'vitest';
import { EMPTY_PROMPT_MEMORY, type NewsletterPromptMemory } from '@chainwork/shared-config/browser';
import { isSearchUrl, mayPrompt, PROMPT_RULES, promptTrigger } from './rules';
import { DAY_MS } from '@chainwork/shared-config/time';

const NOW = Date.UTC(2026, 0, 31);
const memory = (m: Partial<NewsletterPromptMemory> = {}): NewsletterPromptMemory => ({ ...EMPTY_PROMPT_MEMORY, ...m });

describe('newsletter prompt rules', () => {
  it('never prompts when storage cannot remember, or after a subscription', () => {
    expect(mayPrompt(null, NOW)).toBe(false);
    expect(mayPrompt(memory({ subscribed: true, jobViews: 9 }), NOW)).toBe(false);
    expect(promptTrigger('home', memory({ subscribed: true }), NOW)).toBeNull();
  });

  it('waits 30 days after a dismissal', () => {
    expect(mayPrompt(memory({ dismissedAt: NOW - 29 * DAY_MS }), NOW)).toBe(false);
    expect(mayPrompt(memory({ dismissedAt: NOW - 30 * DAY_MS + 1 }), NOW)).toBe(false);
    expect(mayPrompt(memory({ dismissedAt: NOW - 30 * DAY_MS }), NOW)).toBe(true);
    expect(PROMPT_RULES.dismissCooldownMs).toBe(30 * DAY_MS);
  });

  it('asks on a job page only from the second distinct job page, after a reading delay', () => {
    expect(promptTrigger('job', memory({ jobViews: 1 }), NOW)).toBeNull();
    expect(promptTrigger('job', memory({ jobViews: 2 }), NOW)).toEqual({ kind: 'after-delay', delayMs: 5000 });
  });

  it('asks on the home page only after the visitor has browsed three screens of it', () => {
    expect(promptTrigger('home', memory(), NOW)).toEqual({ kind: 'after-browsing', screens: 3 });
  });

  it('never asks on other pages', () => {
    expect(promptTrigger('other', memory({ jobViews: 10 }), NOW)).toBeNull();
  });

  it('knows a search URL (text or a filter) from a plain one', () => {
    expect(isSearchUrl('')).toBe(false);
    expect(isSearchUrl('?sort=salary')).toBe(false);
    expect(isSearchUrl('?utm_source=mail')).toBe(false);
    expect(isSearchUrl('?remote=mars')).toBe(false);
    expect(isSearchUrl('?q=rust')).toBe(true);
    expect(isSearchUrl('?remote=europe')).toBe(true);
    expect(isSearchUrl('?level=senior&sort=newest')).toBe(true);
  });
});
