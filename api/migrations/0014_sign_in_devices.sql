-- Devices that have signed in as an address (issue: a flood of sign-in requests for an address
-- must not lock its owner out). A device holds a random token in an HttpOnly cookie; only its
-- SHA-256 is stored here. A known device asks for a sign-in mail past the per-address limit
-- that protects the inbox from a flood sent from many networks.
CREATE TABLE sign_in_devices (
  email        TEXT    NOT NULL,
  device_hash  TEXT    NOT NULL,
  last_used_at INTEGER NOT NULL,
  PRIMARY KEY (email, device_hash)
) WITHOUT ROWID;
CREATE INDEX sign_in_devices_by_age ON sign_in_devices (last_used_at);
