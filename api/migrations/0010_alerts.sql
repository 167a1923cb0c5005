-- Job alerts (issue 13): a saved search mailed daily or weekly.
--
-- status: pending (anonymous, waiting for the confirmation link: never mailed), active,
-- paused (by its owner), stopped (unsubscribed, or its address bounced or complained).
-- last_job_id is the digest's cursor: jobs get ids in Date order (migration 0002), so the
-- jobs "posted after the last digest" are exactly the ids above it.
CREATE TABLE alerts (
  id                    INTEGER PRIMARY KEY,
  user_id               TEXT,
  email                 TEXT    NOT NULL,
  search_json           TEXT    NOT NULL,
  search_key            TEXT    NOT NULL,
  frequency             TEXT    NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  status                TEXT    NOT NULL CHECK (status IN ('pending', 'active', 'paused', 'stopped')),
  stop_reason           TEXT    CHECK (stop_reason IN ('unsubscribed', 'bounce', 'complaint')),
  -- Per alert, 32 random bytes: the unsubscribe links of its mails (needed in every digest, so kept as is).
  unsubscribe_token     TEXT    NOT NULL UNIQUE,
  -- SHA-256 of the confirmation link's token; NULL once confirmed.
  confirm_token_hash    TEXT    UNIQUE,
  confirm_expires_at    INTEGER,
  -- SHA-256 of the client's address (anonymous creations), for the per-client daily limit.
  client_hash           TEXT,
  last_job_id           INTEGER NOT NULL DEFAULT 0,
  next_due_at           INTEGER,
  last_digest_at        INTEGER,
  created_at            INTEGER NOT NULL,
  confirmed_at          INTEGER,
  updated_at            INTEGER NOT NULL
);

CREATE INDEX alerts_due ON alerts (next_due_at, id) WHERE status = 'active';
CREATE INDEX alerts_by_user ON alerts (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX alerts_by_email ON alerts (email, created_at);
CREATE INDEX alerts_by_client ON alerts (client_hash, created_at) WHERE client_hash IS NOT NULL;

-- The jobs each alert has mailed, written in the same transaction as the digest's outbox
-- row: a retried run sees them and never mails a job twice.
CREATE TABLE alert_sent_jobs (
  alert_id INTEGER NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  job_id   INTEGER NOT NULL,
  sent_at  INTEGER NOT NULL,
  PRIMARY KEY (alert_id, job_id)
) WITHOUT ROWID;

-- Addresses never mailed again: a bounce or a complaint from the provider's webhook, or
-- `npm run alerts -- --stop-address` locally.
CREATE TABLE mail_suppressions (
  email      TEXT    PRIMARY KEY,
  reason     TEXT    NOT NULL CHECK (reason IN ('bounce', 'complaint', 'manual')),
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
