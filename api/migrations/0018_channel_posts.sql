-- Channels: a job that goes live is posted to Telegram, Discord and Bluesky (api/src/channels/).
-- One row per channel: whether an operator paused it, and its health.
CREATE TABLE channels (
  channel              TEXT    PRIMARY KEY CHECK (channel IN ('telegram', 'discord', 'bluesky')),
  paused               INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
  paused_at            INTEGER,
  paused_by            TEXT,
  last_success_at      INTEGER,
  last_failure_at      INTEGER,
  last_error           TEXT,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  -- When the one delayed wake-up message (after the hourly cap or a back-off) is due: at most one waits per channel.
  wake_at              INTEGER
);

INSERT INTO channels (channel) VALUES ('telegram'), ('discord'), ('bluesky');

-- One row per (job, channel): the pair is the idempotency key, so a second approval, an import
-- seeing the job again, a retry or a redelivered message never posts it twice. A send first claims
-- the row with a conditional UPDATE (queued or failed -> sending), so two consumers never both send.
CREATE TABLE channel_posts (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  job_slug        TEXT    NOT NULL,
  channel         TEXT    NOT NULL REFERENCES channels (channel),
  status          TEXT    NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'parked')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  last_error      TEXT,
  queued_at       INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  claimed_at      INTEGER,
  sent_at         INTEGER,
  -- What the channel calls the post (Telegram's message_id, Discord's message id, Bluesky's at:// URI).
  message_id      TEXT,
  UNIQUE (job_slug, channel)
);

CREATE INDEX channel_posts_due ON channel_posts (channel, status, next_attempt_at);
-- The hourly cap counts the sends claimed in the last hour.
CREATE INDEX channel_posts_claimed ON channel_posts (channel, claimed_at) WHERE status IN ('sending', 'sent');

-- The local outbox of the channels: what each adapter would have sent (its URL without secrets and
-- its exact JSON body), shown at /dev/outbox. Written only where a channel has no credentials on a local site.
CREATE TABLE channel_outbox (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  channel    TEXT    NOT NULL,
  job_slug   TEXT    NOT NULL,
  url        TEXT    NOT NULL,
  body_json  TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX channel_outbox_newest ON channel_outbox (created_at DESC);
