-- The channels' waiting posts in the order they are sent (api/src/channels/post-next.ts): the
-- oldest first. Every queue message claims the next due post; before this index that meant reading
-- and sorting the channel's whole backlog (each post joined to its job for the Featured check),
-- which an import of 40,000 new jobs grows to 40,000 posts a channel, read again for every message.
-- Now the claim reads the Featured jobs (jobs_featured, a handful) and then this index from its
-- start: a few rows, whatever the backlog.
CREATE INDEX channel_posts_waiting ON channel_posts (channel, queued_at, id) WHERE status IN ('queued', 'failed');
