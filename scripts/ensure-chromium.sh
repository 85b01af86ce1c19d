#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when missing (as root, as CI and the
# project's machines run); otherwise say how. Nothing here downloads a browser build of its own.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
[ -x "$CHROMIUM" ] || { echo "Chromium is required for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH)." >&2; exit 1; }
