import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_RATE_LIMIT, TURNSTILE_DUMMY_TOKEN } from '@chainwork/shared-config/content';
import { MODERATOR, contentCaller, resetContent } from '../../../test/content';
import { TurnstileTestSecret } from '../../content/feedback/human-check';

const feedback = {
  name: 'Ada',
  role: 'Smart contract engineer',
  company: 'Lumen Labs',
  rating: 5,
  message: 'Found my current role here within two weeks. Salaries up front saved me a lot of time.',
  consent: true as const,
  turnstileToken: TURNSTILE_DUMMY_TOKEN,
};

const stored = async () =>
  (await env.DB.prepare('SELECT name, status FROM feedback ORDER BY id').all<{ name: string; status: string }>()).results;

describe('content.feedback', () => {
  beforeEach(resetContent);

  it('keeps a submission for moderation, unpublished', async () => {
    await expect(contentCaller().content.feedback.submit(feedback)).resolves.toEqual({ received: true });
    expect(await stored()).toEqual([{ name: 'Ada', status: 'pending' }]);
    expect(await contentCaller().content.feedback.published()).toEqual({ items: [], averageRating: null, count: 0 });
  });

  it('answers a filled honeypot as if all went well, and stores nothing', async () => {
    await expect(contentCaller().content.feedback.submit({ ...feedback, website: 'http://spam.example' })).resolves.toEqual({
      received: true,
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a token Turnstile does not accept', async () => {
    await expect(contentCaller().content.feedback.submit({ ...feedback, turnstileToken: 'forged' })).rejects.toThrow(
      'We could not confirm that you are human',
    );
    await expect(contentCaller({ humanCheck: new TurnstileTestSecret(false) }).content.feedback.submit(feedback)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await stored()).toEqual([]);
  });

  it('limits one client to FEEDBACK_RATE_LIMIT submissions per window; other clients are unaffected', async () => {
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i += 1) await contentCaller().content.feedback.submit(feedback);
    await expect(contentCaller().content.feedback.submit(feedback)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(contentCaller({ clientKey: 'ip:198.51.100.1' }).content.feedback.submit(feedback)).resolves.toEqual({ received: true });
    const later = new Date(Date.now() + FEEDBACK_RATE_LIMIT.windowSeconds * 1000 + 1000);
    await expect(contentCaller({ now: () => later }).content.feedback.submit(feedback)).resolves.toEqual({ received: true });
  });

  it('validates with the shared schema: rating 1-5, consent, message length', async () => {
    await expect(contentCaller().content.feedback.submit({ ...feedback, rating: 6 })).rejects.toThrow('Please choose a rating');
    await expect(contentCaller().content.feedback.submit({ ...feedback, consent: false as never })).rejects.toThrow('Please agree');
    await expect(contentCaller().content.feedback.submit({ ...feedback, message: 'Great' })).rejects.toThrow(
      'Please write at least 20 characters',
    );
  });

  it('publishes approved feedback with the average rating', async () => {
    await contentCaller().content.feedback.submit(feedback);
    await contentCaller({ clientKey: 'b' }).content.feedback.submit({ ...feedback, name: 'Grace', rating: 4 });
    await contentCaller({ clientKey: 'c' }).content.feedback.submit({ ...feedback, name: 'Linus', rating: 1 });
    const moderator = contentCaller({ identity: MODERATOR });
    const pending = await moderator.content.moderation.feedback.pending();
    await moderator.content.moderation.feedback.approve({ id: pending[0]!.id });
    await moderator.content.moderation.feedback.approve({ id: pending[1]!.id });
    await moderator.content.moderation.feedback.reject({ id: pending[2]!.id, note: 'Not about the board' });
    const published = await contentCaller().content.feedback.published();
    expect(published.items.map((t) => t.name).sort()).toEqual(['Ada', 'Grace']);
    expect(published).toMatchObject({ averageRating: 4.5, count: 2 });
  });
});
