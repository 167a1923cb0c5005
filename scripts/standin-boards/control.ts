/**
 * The control API tests use to change the boards (`/__control/*`). Bodies are checked with zod;
 * an unknown board or job is a 404. Only this machine may call it (server.ts refuses others).
 */
import { z } from 'zod';
import { PROVIDERS } from '@chainwork/api/content';
import { PLACES, type PlaceKey } from './places';
import type { StandinState } from './state';

const target = { provider: z.enum(PROVIDERS), board: z.string().min(1).max(200) };
const externalId = z.union([z.string().min(1).max(100), z.number().int().nonnegative()]).transform(String);
const title = z.string().trim().min(1).max(200);
const description = z.string().min(1).max(20_000);

export const CONTROL_BODIES = {
  remove: z.strictObject({ ...target, externalId }),
  change: z
    .strictObject({ ...target, externalId, title: title.optional(), description: description.optional() })
    .refine((body) => body.title !== undefined || body.description !== undefined, 'change needs a title or a description'),
  add: z.strictObject({
    ...target,
    title: title.optional(),
    place: z.enum(Object.keys(PLACES) as [PlaceKey, ...PlaceKey[]]).optional(),
    description: description.optional(),
  }),
  reset: z.strictObject({}),
} as const;

export type ControlAction = keyof typeof CONTROL_BODIES;
export interface ControlAnswer {
  status: number;
  body: unknown;
}

const notFound = (what: string): ControlAnswer => ({ status: 404, body: { error: `No such ${what}` } });

/** Checks the body, then runs the action with it; a bad body is a 400 naming the field. */
function withBody<T>(schema: z.ZodType<T>, input: unknown, run: (body: T) => ControlAnswer): ControlAnswer {
  const parsed = schema.safeParse(input);
  if (parsed.success) return run(parsed.data);
  const issue = parsed.error.issues[0]!;
  return { status: 400, body: { error: `${issue.path.join('.') || 'body'}: ${issue.message}` } };
}

export function runControl(state: StandinState, action: ControlAction, input: unknown): ControlAnswer {
  switch (action) {
    case 'reset':
      return withBody(CONTROL_BODIES.reset, input, () => {
        state.reset();
        return { status: 200, body: { ok: true } };
      });
    case 'remove':
      return withBody(CONTROL_BODIES.remove, input, (body) => {
        if (!state.board(body.provider, body.board)) return notFound('board');
        return state.remove(body.provider, body.board, body.externalId) ? { status: 200, body: { ok: true } } : notFound('job');
      });
    case 'change':
      return withBody(CONTROL_BODIES.change, input, (body) => {
        if (!state.board(body.provider, body.board)) return notFound('board');
        const job = state.change(body.provider, body.board, body.externalId, body);
        return job ? { status: 200, body: { externalId: job.externalId, title: job.title } } : notFound('job');
      });
    case 'add':
      return withBody(CONTROL_BODIES.add, input, (body) => {
        const job = state.add(body.provider, body.board, body);
        return job ? { status: 200, body: { externalId: job.externalId, title: job.title, location: job.place.text } } : notFound('board');
      });
  }
}
