-- The local mail outbox: what the embedded default "sends". Read at /dev/outbox in local
-- mode only. An idempotency key makes a retried send a no-op (NULLs never collide).
CREATE TABLE mail_outbox (
  id              TEXT    PRIMARY KEY,
  idempotency_key TEXT    UNIQUE,
  kind            TEXT    NOT NULL,
  from_address    TEXT    NOT NULL,
  to_address      TEXT    NOT NULL,
  subject         TEXT    NOT NULL,
  html            TEXT    NOT NULL,
  text            TEXT    NOT NULL,
  headers_json    TEXT    NOT NULL DEFAULT '{}',
  created_at      INTEGER NOT NULL
);

CREATE INDEX mail_outbox_newest ON mail_outbox (created_at DESC);
CREATE INDEX mail_outbox_by_recipient ON mail_outbox (to_address, created_at DESC);
