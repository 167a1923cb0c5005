import { describe, expect, it } from 'vitest';
import type { PostingView } from '../../api/outputs';
import { nextStep, previousStep, reachedStep, stepToShow } from './steps';

const posting = (saved: Array<'company' | 'job' | 'plan'>): PostingView =>
  ({
    id: 'p1',
    state: 'draft',
    data: {
      company: saved.includes('company')
        ? { name: 'Acme', website: 'https://acme.example', logo: null, description: 'x'.repeat(30) }
        : null,
      job: saved.includes('job') ? ({} as NonNullable<PostingView['data']['job']>) : null,
      plan: saved.includes('plan') ? 'standard' : null,
    },
  }) as PostingView;

describe("the flow's steps", () => {
  it('reaches the first unsaved step, and Pay once every step is saved', () => {
    expect(reachedStep(null)).toBe('company');
    expect(reachedStep(posting(['company']))).toBe('job');
    expect(reachedStep(posting(['company', 'job']))).toBe('plan');
    expect(reachedStep(posting(['company', 'job', 'plan']))).toBe('pay');
  });

  it('shows the asked step only when the draft allows it; a returning employer lands on Review, not Pay', () => {
    expect(stepToShow('plan', posting(['company']))).toBe('job');
    expect(stepToShow('company', posting(['company', 'job']))).toBe('company');
    expect(stepToShow(null, posting(['company', 'job', 'plan']))).toBe('review');
    expect(stepToShow('pay', posting(['company', 'job', 'plan']))).toBe('pay');
  });

  it('moves one step at a time and stops at the ends', () => {
    expect(nextStep('company')).toBe('job');
    expect(nextStep('pay')).toBe('pay');
    expect(previousStep('company')).toBe('company');
    expect(previousStep('review')).toBe('plan');
  });
});
