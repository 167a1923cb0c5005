import { TRPCError } from '@trpc/server';
import { SINGLE_LINE_MESSAGE } from '@chainwork/shared-config/schemas/text';
import { describe, expect, it } from 'vitest';
import { EMPLOYER, contentCaller } from '../../test/content';
import { callerFor, companyStep, employerA, jobStep, RecordingPaymentProvider } from '../../test/posting';

/* A line break in a one-line field never gets past the api's inputs. */
const HOSTILE = 'Engineer X\r\nBcc: victim@example.net';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  return (error as TRPCError).message;
}

describe('one-line fields refuse line breaks at the api', () => {
  it('a job title, and a company name', async () => {
    const employer = callerFor(employerA, new RecordingPaymentProvider());
    expect(await refusal(employer.posting.saveStep({ postingId: null, step: 'job', values: jobStep({ title: HOSTILE }) }))).toContain(
      SINGLE_LINE_MESSAGE,
    );
    expect(
      await refusal(employer.posting.saveStep({ postingId: null, step: 'company', values: { ...companyStep, name: HOSTILE } })),
    ).toContain(SINGLE_LINE_MESSAGE);
  });

  it('an event name', async () => {
    const event = {
      name: HOSTILE,
      kind: 'meetup',
      format: 'online',
      region: 'online',
      city: '',
      startsOn: '2026-07-01',
      endsOn: '2026-07-01',
      url: 'https://x.example',
      description: 'A meetup about many things.',
    } as const;
    expect(await refusal(contentCaller({ identity: EMPLOYER }).content.events.submit(event))).toContain(SINGLE_LINE_MESSAGE);
  });
});
