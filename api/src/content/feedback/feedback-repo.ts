/** Feedback: what visitors send, and the approved testimonials the pages show. */
import type { z } from 'zod';
import type { feedbackInputSchema } from '@chainwork/shared-config/content';
import type { SqlDatabase } from '../../db/database';

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  company: string;
  rating: number;
  message: string;
  publishedAt: Date;
}

export interface PublishedFeedback {
  items: Testimonial[];
  /** Over every approved testimonial, not only the ones listed; null when there is none. */
  averageRating: number | null;
  count: number;
}

type FeedbackFields = z.output<typeof feedbackInputSchema>;

export async function insertFeedback(db: SqlDatabase, fields: FeedbackFields, clientKeyHash: string, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO feedback (name, role, company, rating, message, consent, status, client_key, submitted_at)
    VALUES (?1, ?2, ?3, ?4, ?5, 1, 'pending', ?6, ?7)`,
    )
    .bind(fields.name, fields.role, fields.company, fields.rating, fields.message, clientKeyHash, now.getTime())
    .run();
}

interface TestimonialRow {
  id: number;
  name: string;
  role: string;
  company: string;
  rating: number;
  message: string;
  reviewed_at: number;
}

export async function publishedFeedback(db: SqlDatabase, limit: number): Promise<PublishedFeedback> {
  const [list, stats] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT id, name, role, company, rating, message, reviewed_at FROM feedback WHERE status = 'approved'
      ORDER BY reviewed_at DESC, id DESC LIMIT ?1`,
      )
      .bind(limit),
    db.prepare("SELECT count(*) AS count, avg(rating) AS average FROM feedback WHERE status = 'approved'"),
  ]);
  const rows = (list?.results ?? []) as TestimonialRow[];
  const summary = ((stats?.results ?? [])[0] ?? { count: 0, average: null }) as { count: number; average: number | null };
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: r.role,
      company: r.company,
      rating: r.rating,
      message: r.message,
      publishedAt: new Date(r.reviewed_at),
    })),
    averageRating: summary.count ? Math.round((summary.average ?? 0) * 10) / 10 : null,
    count: summary.count,
  };
}
