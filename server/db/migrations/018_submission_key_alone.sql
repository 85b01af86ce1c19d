-- A submission is named by its key alone (server/services/submissions.ts): a request that reuses a key with another
-- body is refused instead of running as a new submission, so the body hash leaves the primary key. Rows are kept a
-- day; any that share a key with another body are the old rule's, and only the newest of them is kept. A previous
-- release's instance still running during the update may loop on such a key until it is replaced (it looks its row
-- up with the body hash): only a client that reuses a key with another body meets it.
DELETE FROM submissions s
WHERE EXISTS (
  SELECT 1 FROM submissions t
  WHERE t.caller = s.caller AND t.call_key = s.call_key AND t.idempotency_key = s.idempotency_key
    AND (t.created_at, t.body_hash) > (s.created_at, s.body_hash)
);
ALTER TABLE submissions DROP CONSTRAINT submissions_pkey;
ALTER TABLE submissions ADD PRIMARY KEY (caller, call_key, idempotency_key);
-- Uploads no longer share a place by their key (services/uploads.ts): upload_runs.submission_key is no longer
-- written. It stays for the previous release's instances during a rolling update (docs/deployment.md), to be dropped
-- by a later migration.
