import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/*
 * The load of bench-watching.ts, in a worker thread so that it does not share the gateway's event loop (ADR 0115). An
 * OPEN model: learner k (of n) saves its position at t0 + (k + n·pass) · every/n — each learner once every `every`
 * seconds, the saves of all of them evenly spread (n / every per second), whatever the answers' latency. A save's
 * latency is measured from the moment it was due, not from when it was sent, so a gateway that falls behind shows in
 * the figures instead of slowing the load down (no coordinated omission). Its position grows by `every` each pass.
 */

const { url, apiKey, path, learners, every, warmUp, seconds } = workerData;
const interval = (every * 1000) / learners;
const total = Math.floor(((warmUp + seconds) * 1000) / interval);
const measuredFrom = Math.floor((warmUp * 1000) / interval);
const latencies = [];
let non2xx = 0;
let errors = 0;
let open = 0;
let maxOpen = 0;

async function save(i, due) {
  const k = i % learners;
  const pass = Math.floor(i / learners);
  open += 1;
  if (i >= measuredFrom) maxOpen = Math.max(maxOpen, open);
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'PUT',
      headers: {
        'api-key': apiKey,
        'content-type': 'application/json',
        authorization: `Bearer bench:learner${k + 1}`,
        // one address per learner through the trusted local proxy: the per-address limit sees 6 saves a minute each
        'x-forwarded-for': `198.51.${100 + (k >> 8)}.${(k & 255) + 1}`,
      },
      body: JSON.stringify({ position_seconds: 10 + ((pass * every) % 580), duration_seconds: 600 }),
    });
    await response.arrayBuffer();
    if (i >= measuredFrom) {
      latencies.push(performance.now() - due);
      if (response.status < 200 || response.status > 299) non2xx += 1;
    }
  } catch {
    if (i >= measuredFrom) errors += 1;
  } finally {
    open -= 1;
  }
}

const t0 = performance.now() + 50;
const pending = [];
let next = 0;
while (next < total) {
  const now = performance.now();
  while (next < total && t0 + next * interval <= now) {
    pending.push(save(next, t0 + next * interval));
    next += 1;
  }
  const wait = t0 + next * interval - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await Promise.all(pending);
const elapsed = (performance.now() - t0 - warmUp * 1000) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
parentPort.postMessage({
  count: latencies.length,
  rps: latencies.length / elapsed,
  p50: at(0.5),
  p95: at(0.95),
  p99: at(0.99),
  max: latencies.at(-1) ?? 0,
  non2xx,
  errors,
  maxOpen,
});
