#!/usr/bin/env node
// A small static server for one built portal (what a CDN or nginx does in production; ADR 0004):
// - SPA fallback: a path that is not a file gets index.html (client-side routes), but a missing file under
//   /assets/ is a real 404, so a stale chunk fails loudly instead of parsing HTML as JavaScript;
// - brotli or gzip for text assets, chosen from Accept-Encoding, compressed once and kept in memory;
// - `Cache-Control: public, max-age=31536000, immutable` for hashed files under /assets/, `no-cache` for
//   index.html, config.json and everything else;
// - security headers on every response, including the portals' Content-Security-Policy;
// - the youth portal's /jobs/{id}: a live job's own text written into the first HTML (tools/boot-job-frame.mjs,
//   ADR 0145) when the build left its labels beside index.html.
// Usage: node tools/serve-spa.mjs <dist dir> <port> [gateway origin]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createJobReader, jobIdOf, withJob } from './boot-job-frame.mjs';

const [distArg, portArg, gatewayArg] = process.argv.slice(2);
if (!distArg || !portArg) {
  console.error('usage: serve-spa.mjs <dist dir> <port> [gateway origin]');
  process.exit(2);
}
const dist = resolve(distArg);
const port = Number(portArg);
const gateway = new URL(gatewayArg ?? 'http://localhost:8080').origin;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`serve-spa: ${dist}/index.html does not exist; build the portal first`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

// Scripts only from the portal's own origin, plus the inline scripts of its own index.html by their hash (the youth
// portal's page frame reads the saved language and theme before the first paint, ADR 0134) — never any other inline
// script. Emotion (MUI) injects <style> elements at run time, hence style-src 'unsafe-inline': the documented
// exception of ADR 0004.
const indexFile = join(dist, 'index.html');
let inlineHashes = { mtime: -1, sources: '' };
/** `'sha256-…'` of each inline <script> of index.html (read again when the file changes: a rebuild). */
function inlineScriptHashes() {
  const mtime = statSync(indexFile).mtimeMs;
  if (mtime !== inlineHashes.mtime) {
    const html = readFileSync(indexFile, 'utf8');
    const sources = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => m[1].trim())
      .map((m) => ` 'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
      .join('');
    inlineHashes = { mtime, sources };
  }
  return inlineHashes.sources;
}
const csp = () =>
  [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHashes()}`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${gateway}`,
    `img-src 'self' data: ${gateway}`,
    // lesson videos and audio: a provider's https address, or an uploaded file read with the youth's token (blob:)
    "media-src 'self' blob: https:",
    // a SCORM lesson: the gateway's player page only, never anything else of the gateway or another origin (ADR 0102)
    `frame-src ${gateway}/scorm-player/`,
    "font-src 'self' data:",
    `form-action 'self' ${gateway}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
const security = () => ({
  'content-security-policy': csp(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
});

// The job frame (youth portal only): its labels from the build, the gateway's api key from the portal's config.
const jobLabelsFile = join(dist, 'boot-job-labels.json');
const jobFrame = existsSync(jobLabelsFile)
  ? {
      labels: JSON.parse(readFileSync(jobLabelsFile, 'utf8')),
      readJob: createJobReader({
        gateway,
        apiKey: JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')).apiKey ?? '',
      }),
    }
  : null;

/** index.html for /jobs/{id} with the live job written in, or null (the plain file is served). */
async function jobPage(pathname) {
  const id = jobFrame ? jobIdOf(pathname) : null;
  if (!id) return null;
  const job = await jobFrame.readJob(id);
  if (!job) return null;
  return Buffer.from(withJob(readFileSync(indexFile, 'utf8'), job, jobFrame.labels));
}

/** file -> { raw, br, gz } for hashed assets (they never change while the server runs). */
const cache = new Map();
function bodies(file, hashed) {
  const hit = cache.get(file);
  if (hit) return hit;
  const raw = readFileSync(file);
  const entry = { raw, br: null, gz: null };
  if (COMPRESSIBLE.has(extname(file)) && raw.length > 512) {
    entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    entry.gz = gzipSync(raw, { level: 9 });
  }
  if (hashed) cache.set(file, entry);
  return entry;
}

function resolveFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  const file = normalize(join(dist, decoded));
  if (file !== dist && !file.startsWith(dist + sep)) return { status: 400 };
  if (existsSync(file) && statSync(file).isFile()) return { file };
  if (decoded.startsWith('/assets/') || extname(decoded) in TYPES) return { status: 404 };
  return { file: join(dist, 'index.html') };
}

createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', ...security() }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { file, status } = resolveFile(url.pathname);
  if (!file) {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
      ...security(),
    });
    res.end(req.method === 'HEAD' ? undefined : status === 404 ? 'Not found' : 'Bad request');
    return;
  }
  const hashed = file.startsWith(join(dist, 'assets') + sep);
  const page = file === indexFile ? await jobPage(url.pathname) : null;
  // a job's page is made per request: compressed quickly (brotli 5, gzip 6), never kept
  const { raw, br, gz } = page
    ? {
        raw: page,
        br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gz: gzipSync(page, { level: 6 }),
      }
    : bodies(file, hashed);
  const accept = String(req.headers['accept-encoding'] ?? '');
  const [body, encoding] =
    br && /\bbr\b/.test(accept) ? [br, 'br'] : gz && /\bgzip\b/.test(accept) ? [gz, 'gzip'] : [raw, null];
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...security(),
  };
  if (br || gz) headers.vary = 'accept-encoding';
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
})
  .on('error', (e) => {
    console.error(
      e.code === 'EADDRINUSE'
        ? `serve-spa: port ${port} is already in use; stop what runs there and try again`
        : `serve-spa: ${e.message}`,
    );
    process.exit(1);
  })
  .listen(port, 'localhost', () => console.log(`serving ${dist} on http://localhost:${port}`));
