#!/usr/bin/env node
// A small static server for one built portal: SPA fallback to index.html, gzip for text assets, long caching
// for hashed assets, no-cache for index.html and config.json, and the security headers of the portals.
// Usage: node tools/serve-spa.mjs <dist dir> <port> [gateway origin]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [distArg, portArg, gatewayArg] = process.argv.slice(2);
if (!distArg || !portArg) {
  console.error('usage: serve-spa.mjs <dist dir> <port> [gateway origin]');
  process.exit(2);
}
const dist = resolve(distArg);
const port = Number(portArg);
const gateway = gatewayArg ?? 'http://localhost:8080';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
// Emotion (MUI) injects <style> at run time: style-src allows inline styles, scripts stay 'self' only.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `connect-src 'self' ${gateway}`,
  `img-src 'self' data: ${gateway}`,
  "font-src 'self' data:",
  `form-action 'self' ${gateway}`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');
const gzCache = new Map();

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = normalize(join(dist, decodeURIComponent(url.pathname)));
  if (!file.startsWith(dist)) {
    res.writeHead(400).end();
    return;
  }
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  const ext = extname(file);
  const hashed = /\/assets\//.test(file);
  const headers = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
  const compressible = /\.(js|css|html|json|svg|txt)$/.test(file);
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let body = gzCache.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file));
      if (hashed) gzCache.set(file, body);
    }
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}).listen(port, 'localhost', () => console.log(`serving ${dist} on http://localhost:${port}`));
