-- Which password a session was opened with (issue 14/18, server/services/users.ts): every write of a password adds
-- one, and a password login opens its session only while the number it read before checking the password is still
-- the user's. A login whose slow hash was still running when the password changed or was reset therefore gets no
-- session, and a change checked against an old password cannot overwrite a newer one. A remade hash of the same
-- password (a new scrypt cost) keeps the number.
ALTER TABLE users ADD COLUMN password_version integer NOT NULL DEFAULT 0;
