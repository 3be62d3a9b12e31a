// What the measuring scripts (tools/lighthouse.mjs, tools/boot-trace.mjs) share: starting the servers they measure
// against, waiting for them, and the median of a page's runs.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** A server of the workspace, in its own process group (so that it and its children can be stopped together). */
export function run(command, args, env = {}) {
  return spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Resolves when `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

// a run that returned no metrics (Lighthouse gives NaN when the page did not paint in its window, as on a heavily
// loaded machine) is left out of the median rather than sorted into it; the tables say how many runs counted
export const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
