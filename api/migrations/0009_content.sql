-- Content people come back for: the Funding Opportunities directory, the Crypto Events
-- calendar, Feedback, and the moderation of what visitors send for them.

-- The directory. Entries from the repo's data files (origin 'file', replaced whole by each
-- load) and suggestions a moderator approved (origin 'suggestion', never touched by a load).
-- List-valued facts are JSON arrays of vocabulary values (shared-config/src/content).
CREATE TABLE directory_entries (
  slug         TEXT    PRIMARY KEY,
  name         TEXT    NOT NULL,
  type         TEXT    NOT NULL CHECK (type IN ('venture-fund', 'accelerator', 'grant-programme')),
  description  TEXT    NOT NULL,
  website      TEXT    NOT NULL,
  location     TEXT    NOT NULL,
  stages_json     TEXT NOT NULL DEFAULT '[]',
  focus_json      TEXT NOT NULL DEFAULT '[]',
  ecosystems_json TEXT NOT NULL DEFAULT '[]',
  terms        TEXT,
  -- The data file an entry came from, and the attribution its licence asks for.
  source_file  TEXT,
  attribution  TEXT,
  origin       TEXT    NOT NULL CHECK (origin IN ('file', 'suggestion')),
  updated_at   INTEGER NOT NULL
);
CREATE INDEX directory_entries_by_name ON directory_entries (name COLLATE NOCASE);

-- What each load of the data files left behind, so a load that changes nothing is seen as such.
CREATE TABLE content_loads (
  kind       TEXT    PRIMARY KEY,
  digest     TEXT    NOT NULL,
  entries    INTEGER NOT NULL,
  loaded_at  INTEGER NOT NULL
);

-- "Suggest a listing": waits here for a moderator.
CREATE TABLE listing_suggestions (
  id              INTEGER PRIMARY KEY,
  fields_json     TEXT    NOT NULL,
  note            TEXT    NOT NULL DEFAULT '',
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  client_key      TEXT    NOT NULL,
  submitted_by    TEXT,
  submitted_at    INTEGER NOT NULL,
  reviewed_by     TEXT,
  reviewed_at     INTEGER,
  moderation_note TEXT,
  entry_slug      TEXT
);
CREATE INDEX listing_suggestions_queue ON listing_suggestions (status, submitted_at);
CREATE INDEX listing_suggestions_by_client ON listing_suggestions (client_key, submitted_at);

-- Events: all-day, dates as YYYY-MM-DD (an event's own local dates, no time zone to get wrong).
-- origin: 'submission' (a signed-in person), 'import' (the import command), 'sample' (local seed only).
CREATE TABLE events (
  id              INTEGER PRIMARY KEY,
  slug            TEXT    NOT NULL UNIQUE,
  name            TEXT    NOT NULL,
  kind            TEXT    NOT NULL CHECK (kind IN ('conference', 'hackathon', 'meetup')),
  format          TEXT    NOT NULL CHECK (format IN ('in-person', 'online', 'hybrid')),
  region          TEXT    NOT NULL,
  city            TEXT    NOT NULL DEFAULT '',
  starts_on       TEXT    NOT NULL,
  ends_on         TEXT    NOT NULL,
  url             TEXT    NOT NULL,
  description     TEXT    NOT NULL,
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  origin          TEXT    NOT NULL CHECK (origin IN ('submission', 'import', 'sample')),
  client_key      TEXT    NOT NULL DEFAULT '',
  submitted_by    TEXT,
  submitted_at    INTEGER NOT NULL,
  reviewed_by     TEXT,
  reviewed_at     INTEGER,
  moderation_note TEXT,
  -- iCalendar SEQUENCE: bumped whenever a published event changes, so calendars update it.
  sequence        INTEGER NOT NULL DEFAULT 0,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX events_calendar ON events (status, starts_on);
CREATE INDEX events_queue ON events (status, submitted_at);
CREATE INDEX events_by_client ON events (client_key, submitted_at);

CREATE TABLE feedback (
  id              INTEGER PRIMARY KEY,
  name            TEXT    NOT NULL,
  role            TEXT    NOT NULL,
  company         TEXT    NOT NULL DEFAULT '',
  rating          INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  message         TEXT    NOT NULL,
  consent         INTEGER NOT NULL CHECK (consent = 1),
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  client_key      TEXT    NOT NULL,
  submitted_at    INTEGER NOT NULL,
  reviewed_by     TEXT,
  reviewed_at     INTEGER,
  moderation_note TEXT
);
CREATE INDEX feedback_published ON feedback (status, reviewed_at DESC);
CREATE INDEX feedback_queue ON feedback (status, submitted_at);
CREATE INDEX feedback_by_client ON feedback (client_key, submitted_at);
