#!/usr/bin/env bash
# The server tests run on a real PostgreSQL too (the server-pg project: a throwaway cluster the test set-up
# starts, tests/server/postgres.ts). Install Debian's server when missing (as root, as CI and the project's machines
# run); otherwise say how.
set -euo pipefail
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's postgresql for the server tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || {
  echo "PostgreSQL is required for the server tests: apt-get install -y postgresql." >&2
  exit 1
}
