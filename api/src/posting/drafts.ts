import { TRPCError } from '@trpc/server';
import { MAX_NEW_TAGS_PER_JOB, type CompanyStep, type JobStep, type PlanId } from '@chainwork/shared-config/posting';
import type { SqlDatabase } from '../db/database';
import type { PostingDeps, Owner } from './deps';
import { fieldError, notFound, POSTING_MESSAGES, requireTransition } from './errors';
import { cancelOpenCheckout } from './orders';
import { compareAndSetState, findPosting, type PostingRow } from './postings-repo';

export type StepInput =
  { step: 'company'; values: CompanyStep } | { step: 'job'; values: JobStep } | { step: 'plan'; values: { plan: PlanId } };

/** The caller's posting, or NOT_FOUND (another employer's posting is never revealed). */
export async function ownPosting(db: SqlDatabase, owner: Owner, postingId: string): Promise<PostingRow> {
  const row = await findPosting(db, postingId);
  if (!row || row.owner_id !== owner.userId) throw notFound();
  return row;
}

/** Tags new to the board (no job ever used them) are allowed, a few per job. */
export async function checkNewTags(db: SqlDatabase, tags: readonly string[], path: string[]): Promise<void> {
  const { results } = await db
    .prepare('SELECT DISTINCT tag FROM job_tags WHERE tag IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(tags))
    .all<{ tag: string }>();
  const known = new Set(results.map((row) => row.tag));
  if (tags.filter((tag) => !known.has(tag)).length > MAX_NEW_TAGS_PER_JOB) throw fieldError(path, POSTING_MESSAGES.tooManyNewTags);
}

function stepColumn(input: StepInput): { column: 'company_json' | 'job_json' | 'plan'; value: string } {
  switch (input.step) {
    case 'company':
      return { column: 'company_json', value: JSON.stringify(input.values) };
    case 'job':
      return { column: 'job_json', value: JSON.stringify(input.values) };
    case 'plan':
      return { column: 'plan', value: input.values.plan };
  }
}

/** Remembers a company for the employer's next posting. */
export function rememberCompany(db: SqlDatabase, owner: Owner, company: CompanyStep, now: number) {
  return db
    .prepare(
      `INSERT INTO employer_companies (owner_id, website, name, logo, description, used_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (owner_id, website) DO UPDATE SET name = excluded.name, logo = excluded.logo, description = excluded.description, used_at = excluded.used_at`,
    )
    .bind(owner.userId, company.website, company.name, company.logo, company.description, now);
}

/**
 * Saves one step of the form on the server. A null id starts a posting. Editing an order
 * that waits for payment takes it back to the draft and closes its checkout, so what is
 * paid is always what was saved last.
 */
export async function saveStep(deps: PostingDeps, owner: Owner, postingId: string | null, input: StepInput): Promise<string> {
  if (input.step === 'job') await checkNewTags(deps.db, input.values.tags, ['values', 'tags']);
  const now = deps.now().getTime();
  const { column, value } = stepColumn(input);
  const remember = input.step === 'company' ? [rememberCompany(deps.db, owner, input.values, now)] : [];

  if (postingId === null) {
    const id = crypto.randomUUID();
    await deps.db.batch([
      deps.db
        .prepare(
          `INSERT INTO postings (id, owner_id, owner_email, state, ${column}, created_at, updated_at) VALUES (?1, ?2, ?3, 'draft', ?4, ?5, ?5)`,
        )
        .bind(id, owner.userId, owner.email, value, now),
      ...remember,
    ]);
    return id;
  }

  const row = await ownPosting(deps.db, owner, postingId);
  const next = requireTransition(row.state, 'edit');
  const [updated] = await deps.db.batch<{ id: string }>([
    compareAndSetState(deps.db, row.id, row.state, next, now, { [column]: value }),
    ...remember,
  ]);
  if (!updated?.results.length) {
    // Another request moved the posting meanwhile (paid, submitted): its state decides.
    requireTransition((await ownPosting(deps.db, owner, postingId)).state, 'edit');
    throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.changedMeanwhile });
  }
  // After the move, not before: an order opened in between (a submit racing this edit) is
  // closed here, and none can open later, since orders open only on `awaiting_payment`.
  if (row.state === 'awaiting_payment') await cancelOpenCheckout(deps, row.id);
  return row.id;
}
