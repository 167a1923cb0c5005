import type { SqlDatabase } from '../db/database';

export interface SignedInUser {
  id: string;
  email: string;
  created: boolean;
}

/** The account of a verified address: created on its first sign-in, its last sign-in recorded. */
export async function upsertUser(db: SqlDatabase, email: string, now: number): Promise<SignedInUser> {
  const id = `usr_${crypto.randomUUID().replace(/-/g, '')}`;
  const row = await db
    .prepare(
      `INSERT INTO users (id, email, created_at, last_sign_in_at) VALUES (?1, ?2, ?3, ?3)
     ON CONFLICT (email) DO UPDATE SET last_sign_in_at = excluded.last_sign_in_at
     RETURNING id, email`,
    )
    .bind(id, email, now)
    .first<{ id: string; email: string }>();
  if (!row) throw new Error('upsertUser returned no row');
  return { id: row.id, email: row.email, created: row.id === id };
}
