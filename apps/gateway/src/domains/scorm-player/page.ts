import type { ScormVersion } from '@platform/contract';

/*
 * The wrapper page of a SCORM launch (ADR 0102), served by the gateway under /scorm-player/<token>/: it loads
 * scorm-again (runtime.js) and our launcher (player.js), both from the gateway, reads the boot data from a JSON block
 * (not a script, so the page's CSP allows no inline script), puts the runtime on window.API (1.2) or
 * window.API_1484_11 (2004) with the learner's saved CMI, then frames the package's launch file from the same origin.
 */

/** What the launcher needs, written into the page as JSON. */
export interface Boot {
  version: ScormVersion;
  /** The youth portal's origin: the only one told about saving and completion. */
  portal: string;
  /** Same-origin addresses of the commit endpoint and of the launch file. */
  commit: string;
  launch: string;
  /** The CMI to start from (loadFromJSON). */
  cmi: Record<string, unknown>;
}

/** The wrapper may be framed by the youth portal only; it runs the gateway's own scripts and frames its own files. */
export const wrapperCsp = (portal: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${portal}`,
  ].join('; ');

/**
 * The package's own files: its scripts (inline ones too: most SCOs have them), styles, images and media, all from the
 * gateway; nothing may be sent elsewhere (connect-src, form-action), and only the wrapper (same origin, inside the
 * youth portal) may frame them.
 */
export const contentCsp = (portal: string) =>
  [
    "default-src 'self' data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors 'self' ${portal}`,
  ].join('; ');

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON safe inside a <script type="application/json"> block. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function wrapperPage(title: string, boot: Boot): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<script type="application/json" id="boot">${jsonInHtml(boot)}</script>
<iframe id="sco" title="${escapeHtml(title)}" allow="fullscreen"></iframe>
<script src="runtime.js"></script>
<script src="player.js"></script>
</body>
</html>
`;
}

/**
 * The launcher (served as player.js). Commits are synchronous (scorm-again's default, SCORM-conformant) JSON posts to
 * the same origin; before each the portal hears "saving", after it "saved" with whether the lesson is now complete,
 * or "save_failed".
 */
export const LAUNCHER = `(function () {
  'use strict';
  var boot = JSON.parse(document.getElementById('boot').textContent);
  function tell(message) {
    message.type = 'scorm-player';
    if (window.parent !== window) window.parent.postMessage(message, boot.portal);
  }
  var settings = {
    autocommit: true,
    autocommitSeconds: 5,
    lmsCommitUrl: boot.commit,
    dataCommitFormat: 'json',
    logLevel: 5,
    requestHandler: function (commit) {
      tell({ event: 'saving' });
      return commit;
    },
    xhrResponseHandler: function (xhr) {
      var ok = !!xhr && xhr.status >= 200 && xhr.status < 300;
      var answer = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch (e) {
        answer = null;
      }
      if (ok) tell({ event: 'saved', completed: !!(answer && answer.completed) });
      else tell({ event: 'save_failed' });
      return ok ? { result: true, errorCode: 0 } : { result: false, errorCode: 101 };
    }
  };
  var api = boot.version === '1.2' ? new window.Scorm12API(settings) : new window.Scorm2004API(settings);
  api.loadFromJSON(boot.cmi);
  if (boot.version === '1.2') window.API = api;
  else window.API_1484_11 = api;
  document.getElementById('sco').src = boot.launch;
})();
`;
