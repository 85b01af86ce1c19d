#!/usr/bin/env bash
# The browser tests drive Debian's Chromium in its headless shell (the same build as /usr/bin/chromium, without the
# browser's UI layers: docs/testing.md), with a Chinese font: what an investor sees has Chinese glyphs, and the tests
# measure it (tap targets, overflow at 200 % text, list heights). The benchmarks' Lighthouse runs the full Chromium.
# Install what is missing (as root, as CI and the project's machines run); otherwise say how. Nothing here downloads
# a browser build of its own. Also openssl, which makes the throwaway certificate of the HTTPS tests
# (scripts/selfSignedCertificate.mjs).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
# The one the visual baselines were drawn with (tests/e2e/visual.ts), not only any Chinese font.
has_cjk_font() { command -v fc-list >/dev/null && fc-list :lang=zh family | grep -q 'WenQuanYi Micro Hei'; }
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
has_cjk_font || missing+=(fonts-wqy-microhei)
command -v openssl >/dev/null || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} for the browser tests…"
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
[ -x "$CHROMIUM" ] || { echo "Chromium's headless shell is required for the browser tests: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)." >&2; exit 1; }
has_cjk_font || { echo "A Chinese font is required for the browser tests: apt-get install -y fonts-wqy-microhei." >&2; exit 1; }
command -v openssl >/dev/null || { echo "openssl is required for the HTTPS tests: apt-get install -y openssl." >&2; exit 1; }
