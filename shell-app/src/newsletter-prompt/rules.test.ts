import { describe, expect, it } from 'vitest';
import { EMPTY_PROMPT_MEMORY, type NewsletterPromptMemory } from '@chainwork/shared-config/browser';
import { mayPrompt, PROMPT_RULES, promptTrigger, scrollProgress } from './rules';

const NOW = Date.UTC(2026, 0, 31);
const DAY = 24 * 60 * 60 * 1000;
const memory = (m: Partial<NewsletterPromptMemory> = {}): NewsletterPromptMemory => ({ ...EMPTY_PROMPT_MEMORY, ...m });

describe('newsletter prompt rules', () => {
  it('never prompts when storage cannot remember, or after a subscription', () => {
    expect(mayPrompt(null, NOW)).toBe(false);
    expect(mayPrompt(memory({ subscribed: true, jobViews: 9 }), NOW)).toBe(false);
    expect(promptTrigger('home', memory({ subscribed: true }), NOW)).toBeNull();
  });

  it('waits 30 days after a dismissal', () => {
    expect(mayPrompt(memory({ dismissedAt: NOW - 29 * DAY }), NOW)).toBe(false);
    expect(mayPrompt(memory({ dismissedAt: NOW - 30 * DAY + 1 }), NOW)).toBe(false);
    expect(mayPrompt(memory({ dismissedAt: NOW - 30 * DAY }), NOW)).toBe(true);
    expect(PROMPT_RULES.dismissCooldownMs).toBe(30 * DAY);
  });

  it('asks on a job page only from the second distinct job page, after a reading delay', () => {
    expect(promptTrigger('job', memory({ jobViews: 1 }), NOW)).toBeNull();
    expect(promptTrigger('job', memory({ jobViews: 2 }), NOW)).toEqual({ kind: 'after-delay', delayMs: 5000 });
  });

  it('asks on the home page only once 60 % of it has been scrolled', () => {
    expect(promptTrigger('home', memory(), NOW)).toEqual({ kind: 'on-scroll', progress: 0.6 });
  });

  it('never asks on other pages', () => {
    expect(promptTrigger('other', memory({ jobViews: 10 }), NOW)).toBeNull();
  });

  it('measures scroll progress over the scrollable range', () => {
    expect(scrollProgress(0, 3000, 800)).toBe(0);
    expect(scrollProgress(1320, 3000, 800)).toBeCloseTo(0.6);
    expect(scrollProgress(5000, 3000, 800)).toBe(1);
    expect(scrollProgress(0, 600, 800)).toBe(0);
  });
});
