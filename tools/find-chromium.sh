#!/usr/bin/env bash
# Prints the path of a Chromium that Playwright can launch (CHROMIUM_PATH, Debian's chromium, or a
# chromium-browser on PATH), or exits 1. Playwright's own browser download is not reachable here.
for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser "$(command -v chromium 2>/dev/null)" "$(command -v chromium-browser 2>/dev/null)"; do
  if [ -n "$c" ] && [ -x "$c" ]; then echo "$c"; exit 0; fi
done
exit 1
