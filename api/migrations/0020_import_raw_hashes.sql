-- What a source answered last time, as hashes of its raw bytes (docs/imports.md, "Diff and write"),
-- so the next fetch skips what did not change before any parsing:
--   * import_sources.body_hash: the whole answer of a one-request board. An identical answer is read
--     as "not modified" (a board whose provider sends no validators, so no 304).
--   * imported_postings.raw_hash: one board item's JSON, as the provider sent it. An identical item is
--     unchanged without its provider schema, its content hash or the normaliser; an item that differs
--     (even in its "updated" stamp alone) is read and decided by content_hash, as before.
-- Both are salted with the normaliser's version, so a new normaliser reads every board again.
ALTER TABLE import_sources ADD COLUMN body_hash TEXT;
ALTER TABLE imported_postings ADD COLUMN raw_hash TEXT;
