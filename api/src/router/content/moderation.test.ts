import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '@chainwork/shared-config/content';
import { EMPLOYER, MODERATOR, contentCaller, resetContent } from '../../../test/content';

const event = {
  name: 'Harbour Rust Meetup',
  kind: 'meetup',
  format: 'in-person',
  region: 'europe',
  city: 'Hamburg',
  startsOn: '2026-07-02',
  endsOn: '2026-07-02',
  url: 'https://harbour-rust.example',
  description: 'Talks on Rust for blockchain clients.',
} as const;
const NOW = new Date('2026-06-01T12:00:00Z');

describe('content.moderation', () => {
  beforeEach(resetContent);

  const procedures = (caller: ReturnType<typeof contentCaller>) => [
    () => caller.content.moderation.summary(),
    () => caller.content.moderation.feedback.pending(),
    () => caller.content.moderation.feedback.approve({ id: 1 }),
    () => caller.content.moderation.feedback.reject({ id: 1, note: 'x' }),
    () => caller.content.moderation.events.pending(),
    () => caller.content.moderation.events.approve({ id: 1 }),
    () => caller.content.moderation.events.reject({ id: 1, note: 'x' }),
    () => caller.content.moderation.listings.pending(),
    () => caller.content.moderation.listings.approve({ id: 1 }),
    () => caller.content.moderation.listings.reject({ id: 1, note: 'x' }),
  ];

  it('refuses anonymous visitors (UNAUTHORIZED) and signed-in non-moderators (FORBIDDEN) on every procedure', async () => {
    for (const call of procedures(contentCaller())) await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const call of procedures(contentCaller({ identity: EMPLOYER })))
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Only moderators can do this' });
  });

  it('refuses event submissions from anonymous visitors', async () => {
    await expect(contentCaller().content.events.submit(event)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('publishes a submitted event after approval with edits, and counts the queues', async () => {
    await contentCaller({ identity: EMPLOYER, now: () => NOW }).content.events.submit(event);
    const moderator = contentCaller({ identity: MODERATOR, now: () => NOW });
    expect(await moderator.content.moderation.summary()).toEqual({ listings: 0, events: 1, feedback: 0 });
    expect(await contentCaller({ now: () => NOW }).content.events.list({})).toEqual([]);
    const [pending] = await moderator.content.moderation.events.pending();
    expect(pending).toMatchObject({ submittedBy: 'user_emp', event: { name: 'Harbour Rust Meetup' } });
    await moderator.content.moderation.events.approve({ id: pending!.id, edits: { ...event, name: 'Harbour Rust Meetup #4' } });
    const [published] = await contentCaller({ now: () => NOW }).content.events.list({});
    expect(published).toMatchObject({ name: 'Harbour Rust Meetup #4', slug: 'harbour-rust-meetup-2026-07-02', sequence: 1, sample: false });
    await expect(moderator.content.moderation.events.reject({ id: pending!.id, note: 'late' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('rejects with a note, recorded with the moderator', async () => {
    await contentCaller().content.feedback.submit({
      name: 'Bo',
      role: 'Designer',
      rating: 2,
      message: 'This is about something else entirely.',
      consent: true,
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
    });
    const moderator = contentCaller({ identity: MODERATOR });
    const [item] = await moderator.content.moderation.feedback.pending();
    await expect(moderator.content.moderation.feedback.reject({ id: item!.id, note: ' ' })).rejects.toThrow('Please say why');
    await moderator.content.moderation.feedback.reject({ id: item!.id, note: 'Off topic' });
    const row = await env.DB.prepare('SELECT status, moderation_note, reviewed_by FROM feedback').first();
    expect(row).toEqual({ status: 'rejected', moderation_note: 'Off topic', reviewed_by: 'user_mod' });
    expect(await moderator.content.moderation.feedback.pending()).toEqual([]);
  });

  it('approving a suggested listing adds it to the directory; a second one with that name is refused', async () => {
    const suggestion = {
      name: 'Delta Labs',
      website: 'https://delta.example',
      description: 'An accelerator for wallets.',
      focus: ['wallets-ux' as const],
      location: 'Remote' as const,
      type: 'accelerator' as const,
    };
    await contentCaller().content.directory.suggest(suggestion);
    await contentCaller({ clientKey: 'other' }).content.directory.suggest(suggestion);
    const moderator = contentCaller({ identity: MODERATOR });
    const [first, second] = await moderator.content.moderation.listings.pending();
    await expect(
      moderator.content.moderation.listings.approve({ id: first!.id, edits: { ...suggestion, location: 'Berlin, Germany' } }),
    ).resolves.toEqual({ slug: 'delta-labs' });
    const { items } = await contentCaller().content.directory.list({ q: 'delta' });
    expect(items).toMatchObject([{ name: 'Delta Labs', location: 'Berlin, Germany', type: 'accelerator' }]);
    await expect(moderator.content.moderation.listings.approve({ id: second!.id })).rejects.toThrow(
      'A listing with this name already exists',
    );
    await expect(moderator.content.moderation.listings.approve({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
