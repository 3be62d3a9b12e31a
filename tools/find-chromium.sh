#!/usr/bin/env bash
# Prints the path of a Chromium usable by Playwright, or fails.
for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$c" ] && [ -x "$c" ]; then echo "$c"; exit 0; fi
done
exit 1
