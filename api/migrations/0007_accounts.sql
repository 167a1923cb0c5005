-- Accounts of the local identity provider (AUTH_PROVIDER=local). With Clerk, people live
-- at Clerk and these tables stay empty. Links and codes are stored only as hashes.
CREATE TABLE users (
  id              TEXT    PRIMARY KEY,
  email           TEXT    NOT NULL UNIQUE,
  created_at      INTEGER NOT NULL,
  last_sign_in_at INTEGER
);

-- One row per sign-in e-mail: single use (used_at), 15 minutes (expires_at), locked after
-- five wrong codes (wrong_codes). Rate limits count these rows per address and per client.
CREATE TABLE sign_in_attempts (
  id              TEXT    PRIMARY KEY,
  email           TEXT    NOT NULL,
  intent          TEXT    NOT NULL CHECK (intent IN ('sign-in', 'sign-up')),
  link_hash       TEXT    NOT NULL UNIQUE,
  code_hash       TEXT    NOT NULL,
  client_key      TEXT    NOT NULL,
  wrong_codes     INTEGER NOT NULL DEFAULT 0,
  created_at      INTEGER NOT NULL,
  expires_at      INTEGER NOT NULL,
  used_at         INTEGER
);

CREATE INDEX sign_in_attempts_by_email ON sign_in_attempts (email, created_at);
CREATE INDEX sign_in_attempts_by_client ON sign_in_attempts (client_key, created_at);
CREATE INDEX sign_in_attempts_by_age ON sign_in_attempts (created_at);
