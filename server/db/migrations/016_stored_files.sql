-- Every file written to UPLOAD_DIR, recorded before it is written (server/services/uploads.ts): a file that no CRS
-- image or avatar names some minutes later was left over (an instance stopped between writing it and recording its
-- owner, or before removing a replaced avatar), and the housekeeping job removes it. Only files recorded here are
-- ever removed, so a folder shared with anything else loses nothing it did not write.
CREATE TABLE stored_files (
  storage_key text PRIMARY KEY,
  created_at  timestamptz NOT NULL
);
