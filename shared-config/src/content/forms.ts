/**
 * The content forms' schemas, one each, shared by the form (messages beside the fields)
 * and the api (which validates the same input again). Messages are stable user-facing text.
 */
import { z } from 'zod';
import { CONTENT_LIMITS as L, RATING_MAX, RATING_MIN } from './limits';
import { multiLineText, singleLineText } from '../text/plain-text';
import { DIRECTORY_TYPES, ECOSYSTEMS, EVENT_FORMATS, EVENT_KINDS, EVENT_REGIONS, FOCUS_AREAS, FUNDING_STAGES } from './vocabulary';
import { DAY_MS } from '../time';

const required = (what: string) => `Please enter ${what}`;
/** One line a person types: a name, a role, a company, a city. */
const text = (what: string, max: number) =>
  singleLineText({ error: required(what) })
    .min(1, required(what))
    .max(max, `At most ${max} characters`);
const optionalText = (max: number) => singleLineText().max(max, `At most ${max} characters`).default('');
/** Several lines: a message, a description, a note. */
const paragraphs = (what: string, min: number, max: number) =>
  multiLineText({ error: required(what) })
    .min(min, `Please write at least ${min} characters`)
    .max(max, `At most ${max} characters`);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** An http(s) address, as typed by a person (a missing scheme is added). */
export const webAddressSchema = z
  .string({ error: required('the website') })
  .trim()
  .min(1, required('the website'))
  .max(L.urlMax, `At most ${L.urlMax} characters`)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a web address like https://example.org' }));

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const calendarDateSchema = z
  .string({ error: 'Please choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Please choose a real date',
  );

export const feedbackInputSchema = z.strictObject({
  name: text('your name', L.nameMax),
  role: text('your role', L.roleMax),
  company: optionalText(L.companyMax),
  rating: z
    .number({ error: 'Please choose a rating' })
    .int('Please choose a rating')
    .min(RATING_MIN, 'Please choose a rating')
    .max(RATING_MAX, 'Please choose a rating'),
  message: paragraphs('a message', L.feedbackMessageMin, L.feedbackMessageMax),
  consent: z.literal(true, { error: 'Please agree so that we can publish your words' }),
  /** The honeypot: a field people never see; anything in it marks a bot. */
  website: z.string().max(L.urlMax).default(''),
  /** The Turnstile token the widget produced. */
  turnstileToken: z
    .string({ error: 'Please complete the check that you are human' })
    .min(1, 'Please complete the check that you are human')
    .max(2048),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const eventInputSchema = z
  .strictObject({
    name: text('the event name', L.eventNameMax),
    kind: choice(EVENT_KINDS, 'Please choose the kind of event'),
    format: choice(EVENT_FORMATS, 'Please choose how people attend'),
    region: choice(EVENT_REGIONS, 'Please choose a region'),
    city: optionalText(L.cityMax),
    startsOn: calendarDateSchema,
    endsOn: calendarDateSchema,
    url: webAddressSchema,
    description: paragraphs('a description', L.eventDescriptionMin, L.eventDescriptionMax),
  })
  .superRefine((event, ctx) => {
    if (event.endsOn < event.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The end date is before the start date' });
    const days = (Date.parse(event.endsOn) - Date.parse(event.startsOn)) / DAY_MS + 1;
    if (days > L.eventMaxDays)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: `An event may last at most ${L.eventMaxDays} days` });
    if (event.format !== 'online' && !event.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please enter the city' });
    if (event.format === 'online' && event.region !== 'online')
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'An online event has the region Online' });
    if (event.format !== 'online' && event.region === 'online')
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'Please choose where it takes place' });
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

export const listingSuggestionSchema = z.strictObject({
  name: text('the name', L.nameMax),
  type: choice(DIRECTORY_TYPES, 'Please choose a type'),
  website: webAddressSchema,
  description: text('one line about it', L.listingDescriptionMax),
  stages: z.array(z.enum(FUNDING_STAGES)).max(FUNDING_STAGES.length).default([]),
  focus: z.array(z.enum(FOCUS_AREAS)).min(1, 'Please choose at least one focus area').max(FOCUS_AREAS.length),
  ecosystems: z.array(z.enum(ECOSYSTEMS)).max(ECOSYSTEMS.length).default([]),
  location: text('the location (or Remote)', L.cityMax),
  note: multiLineText().max(L.listingNoteMax, `At most ${L.listingNoteMax} characters`).default(''),
});
export type ListingSuggestionInput = z.input<typeof listingSuggestionSchema>;
export type ListingFields = z.output<typeof listingSuggestionSchema>;

/** Field errors by field name, the first message of each: what a form shows beside its fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
