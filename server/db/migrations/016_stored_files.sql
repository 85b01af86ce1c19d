-- The files in UPLOAD_DIR that have no owner yet, or no longer (server/services/uploads.ts): a file's name is
-- recorded before it is written, and leaves this table in the transaction that records its owner (a CRS image, the
-- user's avatar); a replaced avatar's file comes back in that transaction, to be removed after it. A file still
-- here some minutes later was left over (an instance stopped in between), and the housekeeping job removes it. Only
-- files recorded here are ever removed, so a folder shared with anything else loses nothing it did not write.
CREATE TABLE stored_files (
  storage_key text PRIMARY KEY,
  created_at  timestamptz NOT NULL
);
