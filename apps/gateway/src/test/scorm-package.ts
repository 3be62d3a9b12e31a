import { crc32, deflateRawSync } from 'node:zlib';

/*
 * Small SCORM packages made for the tests (issue 15 item 3, ADR 0078): a .zip writer that can also make hostile
 * archives (`../` names, sizes that lie), a SCORM 1.2 and a SCORM 2004 manifest, and the 1.2 test package the gateway
 * suite and the e2e journey import.
 */

export interface Entry {
  name: string;
  data: Buffer | string;
  /** Store instead of deflate. */
  store?: boolean;
  /** Lie about the unpacked size in the headers. */
  claimSize?: number;
}

/** A .zip of `entries` (deflated unless stored), written by hand so that hostile names and sizes can be made. */
export function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data);
    const data = e.store ? raw : deflateRawSync(raw);
    const name = Buffer.from(e.name, 'utf8');
    const size = e.claimSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(e.store ? 0 : 8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(e.store ? 0 : 8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const manifest12 = `<?xml version="1.0"?>
<manifest identifier="m1" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>Safe &amp; sound at work</title>
      <item identifier="i1" identifierref="r1"><title>Lesson one</title></item>
      <item identifier="i2" identifierref="r2"><title>Lesson two</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="content/index.html">
      <file href="content/index.html"/>
    </resource>
    <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" href="content/two.html"/>
  </resources>
</manifest>`;

export const manifest2004 = `<?xml version="1.0"?>
<manifest identifier="m2" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o">
    <organization identifier="o"><title><![CDATA[Fire safety]]></title>
      <item identifier="a" identifierref="res"><title>Start</title></item>
    </organization>
  </organizations>
  <resources xml:base="sco/">
    <resource identifier="res" type="webcontent" adlcp:scormType="sco" href="start.html?lang=bn"/>
  </resources>
</manifest>`;

/** The SCORM 1.2 test package: a manifest with two SCOs and their pages. */
export const package12 = () =>
  zip([
    { name: 'imsmanifest.xml', data: manifest12 },
    { name: 'content/', data: '', store: true },
    { name: 'content/index.html', data: '<html><body>Lesson one</body></html>' },
    { name: 'content/two.html', data: '<html><body>Lesson two</body></html>' },
  ]);

/**
 * A SCORM 1.2 page that really talks to the runtime (the SCORM player's tests and e2e/39, ADR 0102): it finds the API
 * through its parents, says where the learner stopped before (`cmi.core.lesson_location`), then records a place,
 * suspend data and `completed`, and commits.
 */
export const playableSco12 = (heading: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${heading}</title></head>
<body>
<main>
<h1>${heading}</h1>
<p id="where">Loading…</p>
</main>
<script>
(function () {
  var w = window, api = null;
  for (var i = 0; i < 10 && w && !api; i++) { api = w.API || null; if (w === w.parent) break; w = w.parent; }
  var where = document.getElementById('where');
  if (!api) { where.textContent = 'No SCORM runtime found'; return; }
  api.LMSInitialize('');
  var before = api.LMSGetValue('cmi.core.lesson_location');
  where.textContent = before ? 'Resumed at ' + before + ' (' + api.LMSGetValue('cmi.core.entry') + ')' : 'Started from the beginning';
  api.LMSSetValue('cmi.core.lesson_location', 'page-2');
  api.LMSSetValue('cmi.suspend_data', 'seen=1,2');
  api.LMSSetValue('cmi.core.exit', 'suspend');
  api.LMSSetValue('cmi.core.lesson_status', 'completed');
  api.LMSCommit('');
})();
</script>
</body>
</html>`;

/** The playable SCORM 1.2 package: one SCO that completes itself (see playableSco12). */
export const playablePackage12 = (heading = 'Safety check') =>
  zip([
    {
      name: 'imsmanifest.xml',
      data: manifest12.replace(
        '<item identifier="i2" identifierref="r2"><title>Lesson two</title></item>',
        '',
      ),
    },
    { name: 'content/index.html', data: playableSco12(heading) },
    { name: 'content/two.html', data: '<html><body>Lesson two</body></html>' },
    { name: 'content/style.css', data: 'body { font-family: sans-serif; }' },
  ]);

/**
 * A SCORM 2004 page that really talks to the runtime (e2e/39, ADR 0121): it finds API_1484_11 through its parents, says
 * where the learner stopped before (`cmi.location`), then records a place, `completed` and `passed`, and commits.
 */
export const playableSco2004 = (heading: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${heading}</title></head>
<body>
<main>
<h1>${heading}</h1>
<p id="where">Loading…</p>
</main>
<script>
(function () {
  var w = window, api = null;
  for (var i = 0; i < 10 && w && !api; i++) { api = w.API_1484_11 || null; if (w === w.parent) break; w = w.parent; }
  var where = document.getElementById('where');
  if (!api) { where.textContent = 'No SCORM 2004 runtime found'; return; }
  api.Initialize('');
  var before = api.GetValue('cmi.location');
  where.textContent = before ? 'Resumed at ' + before : 'Started the 2004 course';
  api.SetValue('cmi.location', 'step-3');
  api.SetValue('cmi.exit', 'suspend');
  api.SetValue('cmi.completion_status', 'completed');
  api.SetValue('cmi.success_status', 'passed');
  api.Commit('');
})();
</script>
</body>
</html>`;

/** The playable SCORM 2004 package: one SCO (manifest2004's "Fire safety") that completes and passes itself. */
export const playablePackage2004 = (heading = 'Fire drill') =>
  zip([
    { name: 'imsmanifest.xml', data: manifest2004 },
    { name: 'sco/start.html', data: playableSco2004(heading) },
  ]);
