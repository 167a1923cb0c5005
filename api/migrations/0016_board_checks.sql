-- Job board checks an employer asked for (companies.testBoard and connectBoard), counted for
-- the per-person limit (BOARD_CHECK_RATE_LIMIT): each one fetches a provider's board, and
-- nobody may use the board to hammer a provider. A person's rows older than the window are
-- deleted as they check again, so the table stays small.
CREATE TABLE board_checks (
  user_id    TEXT    NOT NULL,
  checked_at INTEGER NOT NULL
);
CREATE INDEX board_checks_by_user ON board_checks (user_id, checked_at);
