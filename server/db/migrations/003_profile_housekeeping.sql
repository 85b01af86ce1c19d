-- Issue 8: the demo reply to a new complaint or suggestion, and indexes for the housekeeping job.

-- When the demo platform answers a new opinion (addOpinion sets it; null = nothing pending, as for the seeded
-- opinions, which come with their replies). Cleared in the same statement that writes the reply, so two
-- instances cannot answer one opinion twice.
ALTER TABLE opinions ADD COLUMN reply_due_at timestamptz;
CREATE INDEX opinions_reply_due_idx ON opinions (user_id, reply_due_at) WHERE reply_due_at IS NOT NULL;

-- The housekeeping job deletes short-lived rows by age (server/services/housekeeping.ts).
CREATE INDEX sms_codes_created_idx ON sms_codes (created_at);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
