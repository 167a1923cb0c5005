import { describeSearch, type AlertFrequency, type SearchFilters } from '@chainwork/shared-config';
import { alertSearchSchema } from '@chainwork/shared-config/schemas/alerts';

export type AlertStatus = 'pending' | 'active' | 'paused' | 'stopped';
export type AlertStopReason = 'unsubscribed' | 'bounce' | 'complaint';

/** A row of `alerts` (migration 0010). */
export interface AlertRow {
  id: number;
  user_id: string | null;
  email: string;
  search_json: string;
  search_key: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  stop_reason: AlertStopReason | null;
  unsubscribe_token: string;
  confirm_expires_at: number | null;
  last_job_id: number;
  next_due_at: number | null;
  last_digest_at: number | null;
  created_at: number;
  confirmed_at: number | null;
}

/** What the alerts page shows of an alert (never its tokens). */
export interface AlertView {
  id: number;
  search: SearchFilters;
  /** The search in words: "solidity, remote in Europe, from $125k". */
  description: string;
  frequency: AlertFrequency;
  paused: boolean;
  createdAt: Date;
  nextDigestAt: Date | null;
  lastDigestAt: Date | null;
}

/** The stored search, validated again on the way out: a row is data, not trusted code. */
export function alertSearch(row: Pick<AlertRow, 'search_json'>): SearchFilters {
  return alertSearchSchema.parse(JSON.parse(row.search_json));
}

export function toAlertView(row: AlertRow): AlertView {
  const search = alertSearch(row);
  return {
    id: row.id,
    search,
    description: describeSearch(search),
    frequency: row.frequency,
    paused: row.status === 'paused',
    createdAt: new Date(row.created_at),
    nextDigestAt: row.status === 'active' && row.next_due_at !== null ? new Date(row.next_due_at) : null,
    lastDigestAt: row.last_digest_at === null ? null : new Date(row.last_digest_at),
  };
}

export const ALERT_COLUMNS = `id, user_id, email, search_json, search_key, frequency, status, stop_reason, unsubscribe_token,
  confirm_expires_at, last_job_id, next_due_at, last_digest_at, created_at, confirmed_at`;
