#!/usr/bin/env node
// Exits 0 when node_modules holds exactly what package-lock.json asks for (every non-optional package at its
// locked version, every workspace linked); otherwise prints the first differences and exits 1.
// Runs on any Node >= 18 (it is called before the Node 24 of node_modules is known to be there).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const problems = [];

for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  if (!path.startsWith('node_modules/') || problems.length >= 5) continue;
  const dir = join(root, path);
  if (entry.link) {
    const target = join(root, entry.resolved);
    if (!existsSync(dir) || realpathSync(dir) !== realpathSync(target))
      problems.push(`${path} is not linked to ${entry.resolved}`);
    continue;
  }
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) {
    // optional packages for other platforms (and optional peers) are legitimately absent
    if (!entry.optional && !entry.peer && !entry.devOptional) problems.push(`${path} is missing`);
    else if (entry.devOptional && !entry.optional && !entry.os && !entry.cpu)
      problems.push(`${path} is missing`);
    continue;
  }
  const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;
  if (entry.version && installed !== entry.version)
    problems.push(`${path} is ${installed}, the lockfile wants ${entry.version}`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
