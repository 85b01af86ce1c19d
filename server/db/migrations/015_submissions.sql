-- One effect per submission (server/services/submissions.ts): a state-changing call sent with an Idempotency-Key is
-- run once per (caller, call, key, request body); repeats while it runs wait for it, and later repeats get its answer.
-- `answer` is null while the first one runs.
CREATE TABLE submissions (
  caller text NOT NULL,        -- 'u<user id>' for a session's calls, 'public' for public ones
  call_key text NOT NULL,
  idempotency_key text NOT NULL,
  body_hash text NOT NULL,     -- SHA-256 of the checked request: an edited resubmission is a new submission
  answer text,                 -- the envelope sent, exactly
  created_at timestamptz NOT NULL,
  PRIMARY KEY (caller, call_key, idempotency_key, body_hash)
);
CREATE INDEX submissions_created_at ON submissions (created_at);
