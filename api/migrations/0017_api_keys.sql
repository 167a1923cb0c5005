-- API keys of the public read API (/api/v1): a signed-in person creates them on the account
-- page (apiKeys.create) and sends one as `Authorization: Bearer cw_...` for the higher limit.
-- The key itself is shown once and never stored: only its SHA-256 (hex), which the API looks
-- up, and its first characters for the person to tell their keys apart. A revoked key keeps
-- its row (revoked_at) so it answers 401, never silently anonymous.
CREATE TABLE api_keys (
  id           TEXT    PRIMARY KEY,
  user_id      TEXT    NOT NULL,
  name         TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  prefix       TEXT    NOT NULL CHECK (prefix LIKE 'cw\_%' ESCAPE '\'),
  key_hash     TEXT    NOT NULL UNIQUE CHECK (length(key_hash) = 64),
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at   INTEGER
);

-- A person's live keys (apiKeys.list, and the count the per-person cap reads).
CREATE INDEX api_keys_live_by_user ON api_keys (user_id, created_at) WHERE revoked_at IS NULL;
