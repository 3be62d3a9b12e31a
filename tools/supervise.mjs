#!/usr/bin/env node
// Runs a command and makes sure it does not outlive the process that started this one. Playwright starts each web
// server (the gateway, the five static servers) in a process group of its own and kills that group when the run
// ends; but a runner that is itself killed cleans nothing up, and its servers would keep ports 8080/4200-4204 and
// block the next run. This wrapper notices that its parent is gone and ends its own process group (the command
// and everything the command started, e.g. tsx and its node child).
// Usage: node tools/supervise.mjs <command> [args…]   (SIGINT/SIGTERM/SIGHUP are passed on to the command)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: supervise.mjs <command> [args…]');
  process.exit(2);
}
const parent = process.ppid;
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));

/** True when this process leads its own process group (as under Playwright), so the group is ours to end. */
function leadsGroup() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === process.pid;
  } catch {
    return false;
  }
}
const ownGroup = (signal) => {
  try {
    if (leadsGroup()) process.kill(0, signal);
    else child.kill(signal);
  } catch {
    child.kill(signal);
  }
};
const watchdog = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watchdog);
  ownGroup('SIGTERM');
  setTimeout(() => ownGroup('SIGKILL'), 5000);
}, 500);
child.on('exit', (code, signal) => {
  clearInterval(watchdog);
  process.exit(code ?? (signal ? 1 : 0));
});
