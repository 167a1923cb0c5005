-- Employers post jobs (docs/posting.md). A posting is the employer's record of one job
-- through its life (shared-config/src/posting/state-machine.ts); once approved it has a
-- row in `jobs` (same slug for its whole life), which is all the board reads.
-- Times are integer milliseconds since the Unix epoch (UTC).

-- Companies an employer used before, offered again on the form's first step.
CREATE TABLE employer_companies (
  owner_id    TEXT    NOT NULL,
  website     TEXT    NOT NULL,
  name        TEXT    NOT NULL,
  logo        TEXT,
  description TEXT    NOT NULL,
  used_at     INTEGER NOT NULL,
  PRIMARY KEY (owner_id, website)
) WITHOUT ROWID;

CREATE TABLE postings (
  id                TEXT    PRIMARY KEY,
  owner_id          TEXT    NOT NULL,
  owner_email       TEXT    NOT NULL,
  state             TEXT    NOT NULL DEFAULT 'draft'
                    CHECK (state IN ('draft', 'awaiting_payment', 'in_review', 'live', 'rejected', 'expired', 'closed')),
  -- The form's steps as saved on the server (JSON of the shared step schemas), so a draft
  -- resumes on any device. For a live job these are the approved version.
  company_json      TEXT,
  job_json          TEXT,
  plan              TEXT    CHECK (plan IS NULL OR plan IN ('standard', 'featured')),
  -- Set once, at the first approval: the job page's slug for the job's whole life.
  slug              TEXT    UNIQUE,
  rejection_reason  TEXT,
  live_until        INTEGER,
  -- Which expiry the reminder mails were sent for, so each goes out once per period.
  reminded_for      INTEGER,
  expiry_mailed_for INTEGER,
  -- SHA-256 of the one-click renew link's token (in the expiry mails), so the link works without signing in.
  renew_token_hash  TEXT    UNIQUE,
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL
);
CREATE INDEX postings_by_owner ON postings (owner_id, updated_at DESC);
CREATE INDEX postings_live_until ON postings (state, live_until);

-- What moderators review: a paid new posting, or an edit of a live one. The snapshot is
-- what goes live on approval; at most one review per posting is pending.
CREATE TABLE posting_reviews (
  id           TEXT    PRIMARY KEY,
  posting_id   TEXT    NOT NULL REFERENCES postings (id),
  kind         TEXT    NOT NULL CHECK (kind IN ('new', 'revision')),
  company_json TEXT    NOT NULL,
  job_json     TEXT    NOT NULL,
  plan         TEXT    NOT NULL CHECK (plan IN ('standard', 'featured')),
  status       TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason       TEXT,
  submitted_at INTEGER NOT NULL,
  decided_at   INTEGER,
  decided_by   TEXT
);
CREATE UNIQUE INDEX posting_reviews_one_pending ON posting_reviews (posting_id) WHERE status = 'pending';
CREATE INDEX posting_reviews_queue ON posting_reviews (status, submitted_at);

-- Orders. A checkout session is created once per order (the provider's idempotency key
-- is the order id), and at most one order per posting is open, so a double-clicked
-- submit opens one checkout.
CREATE TABLE payments (
  id                  TEXT    PRIMARY KEY,
  posting_id          TEXT    NOT NULL REFERENCES postings (id),
  purpose             TEXT    NOT NULL CHECK (purpose IN ('listing', 'renewal')),
  plan                TEXT    NOT NULL CHECK (plan IN ('standard', 'featured')),
  amount_cents        INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency            TEXT    NOT NULL,
  provider            TEXT    NOT NULL,
  session_id          TEXT    UNIQUE,
  checkout_url        TEXT,
  provider_payment_id TEXT,
  status              TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'refunded', 'cancelled')),
  created_at          INTEGER NOT NULL,
  paid_at             INTEGER,
  refunded_at         INTEGER
);
CREATE UNIQUE INDEX payments_one_open ON payments (posting_id) WHERE status = 'open';
CREATE INDEX payments_by_posting ON payments (posting_id, created_at DESC);

-- Every webhook event handled, by the provider's event id: a replayed event changes nothing.
CREATE TABLE payment_events (
  event_id    TEXT    PRIMARY KEY,
  type        TEXT    NOT NULL,
  received_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Page views and apply clicks per job, counted at the edge: counts only, no visitor data.
CREATE TABLE job_counters (
  slug         TEXT    PRIMARY KEY,
  views        INTEGER NOT NULL DEFAULT 0,
  apply_clicks INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- What the board shows of a paid listing: pinned above the search results until
-- featured_until (Featured plan), and the "verified employer" badge.
ALTER TABLE jobs ADD COLUMN featured_until INTEGER;
ALTER TABLE jobs ADD COLUMN employer_verified INTEGER NOT NULL DEFAULT 0 CHECK (employer_verified IN (0, 1));
-- The few jobs pinned now (jobs.featured, the RSS feed's head).
CREATE INDEX jobs_featured ON jobs (featured_until) WHERE featured_until IS NOT NULL;
