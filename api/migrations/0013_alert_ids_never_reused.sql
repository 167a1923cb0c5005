-- Alert ids are never used twice. `alerts.id` was a plain INTEGER
-- PRIMARY KEY, so SQLite handed the id of a deleted newest alert to the next one, and that
-- alert's mails shared keys with the deleted one's (the outbox and the providers deliver a key
-- once: its confirmation was silently not sent). AUTOINCREMENT never reuses an id; SQLite
-- cannot add it to a table, so the table is rebuilt with its rows, ids and indexes.
--
-- alert_sent_jobs is rebuilt beside it: it references alerts with ON DELETE CASCADE, and the
-- implicit DELETE of DROP TABLE would empty it. Its copy references the new table, and the
-- renames below carry that reference over to the name `alerts`.
CREATE TABLE alerts_next (
  id                    INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id               TEXT,
  email                 TEXT    NOT NULL,
  search_json           TEXT    NOT NULL,
  search_key            TEXT    NOT NULL,
  frequency             TEXT    NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  status                TEXT    NOT NULL CHECK (status IN ('pending', 'active', 'paused', 'stopped')),
  stop_reason           TEXT    CHECK (stop_reason IN ('unsubscribed', 'bounce', 'complaint')),
  unsubscribe_token     TEXT    NOT NULL UNIQUE,
  confirm_token_hash    TEXT    UNIQUE,
  confirm_expires_at    INTEGER,
  client_hash           TEXT,
  last_job_id           INTEGER NOT NULL DEFAULT 0,
  next_due_at           INTEGER,
  last_digest_at        INTEGER,
  created_at            INTEGER NOT NULL,
  confirmed_at          INTEGER,
  updated_at            INTEGER NOT NULL
);
INSERT INTO alerts_next (id, user_id, email, search_json, search_key, frequency, status, stop_reason, unsubscribe_token,
  confirm_token_hash, confirm_expires_at, client_hash, last_job_id, next_due_at, last_digest_at, created_at, confirmed_at, updated_at)
SELECT id, user_id, email, search_json, search_key, frequency, status, stop_reason, unsubscribe_token,
  confirm_token_hash, confirm_expires_at, client_hash, last_job_id, next_due_at, last_digest_at, created_at, confirmed_at, updated_at
FROM alerts;

CREATE TABLE alert_sent_jobs_next (
  alert_id INTEGER NOT NULL REFERENCES alerts_next (id) ON DELETE CASCADE,
  job_id   INTEGER NOT NULL,
  sent_at  INTEGER NOT NULL,
  PRIMARY KEY (alert_id, job_id)
) WITHOUT ROWID;
INSERT INTO alert_sent_jobs_next (alert_id, job_id, sent_at) SELECT alert_id, job_id, sent_at FROM alert_sent_jobs;

DROP TABLE alert_sent_jobs;
DROP TABLE alerts;
ALTER TABLE alerts_next RENAME TO alerts;
ALTER TABLE alert_sent_jobs_next RENAME TO alert_sent_jobs;

CREATE INDEX alerts_due ON alerts (next_due_at, id) WHERE status = 'active';
CREATE INDEX alerts_by_user ON alerts (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX alerts_by_email ON alerts (email, created_at);
CREATE INDEX alerts_by_client ON alerts (client_hash, created_at) WHERE client_hash IS NOT NULL;
