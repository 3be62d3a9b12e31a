// The gateway's API reference (demo mode): reads /openapi.json and lists every operation with its schemas and a
// form to try it. No dependencies, no inline script (the page policy allows scripts and styles from 'self' only).
// Loaded as a module: strict, and nothing leaks into the page's globals.

const REF = '#/components/schemas/';
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat())
    if (child !== null && child !== undefined && child !== false)
      node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
};

let doc;
const schemaOf = (ref) => doc.components.schemas[ref.slice(REF.length)] ?? {};
const anchor = (name) => `schema-${name}`;

/** A one-line type: `string (email, ≤ 254)`, `integer ≥ 1`, `one of 1, 2`, a link for a shared schema. */
function typeLabel(schema) {
  if (schema.$ref) {
    const name = schema.$ref.slice(REF.length);
    return el('a', { href: `#${anchor(name)}` }, name);
  }
  if (schema.enum)
    return el('span', { class: 'type' }, `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.const !== undefined) return el('span', { class: 'type' }, JSON.stringify(schema.const));
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : (schema.type ?? (schema.anyOf || schema.allOf ? '' : 'any'));
  const rules = [];
  if (schema.format) rules.push(schema.format);
  if (schema.minLength !== undefined) rules.push(`≥ ${schema.minLength} chars`);
  if (schema.maxLength !== undefined) rules.push(`≤ ${schema.maxLength} chars`);
  if (schema.minimum !== undefined) rules.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) rules.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) rules.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) rules.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minItems !== undefined) rules.push(`≥ ${schema.minItems} items`);
  if (schema.maxItems !== undefined) rules.push(`≤ ${schema.maxItems} items`);
  if (schema.pattern) rules.push(`pattern ${schema.pattern}`);
  if (schema['x-rules']) rules.push(`rules: ${schema['x-rules'].join(', ')}`);
  return el(
    'span',
    {},
    el('span', { class: 'type' }, type),
    rules.length ? el('span', { class: 'rule' }, ` (${rules.join('; ')})`) : null,
  );
}

/** A schema as a nested list (objects, arrays, unions), shared schemas as links. */
function renderSchema(schema, depth = 0) {
  if (!schema || depth > 6) return el('span', {}, '…');
  if (schema.$ref) return typeLabel(schema);
  if (schema.allOf) return el('div', {}, ...schema.allOf.map((s) => renderSchema(s, depth + 1)));
  if (schema.anyOf)
    return el(
      'div',
      {},
      'any of:',
      el('ul', {}, ...schema.anyOf.map((s) => el('li', {}, renderSchema(s, depth + 1)))),
    );
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) {
    return el(
      'div',
      {},
      typeLabel(schema),
      schema.items ? el('span', {}, ' of ', renderSchema(schema.items, depth + 1)) : null,
    );
  }
  if (schema.properties || schema.additionalProperties) {
    const required = new Set(schema.required ?? []);
    const rows = Object.entries(schema.properties ?? {}).map(([name, prop]) =>
      el(
        'li',
        {},
        el('span', { class: 'name' }, name),
        required.has(name) ? el('span', { class: 'req' }, ' required') : null,
        ': ',
        renderSchema(prop, depth + 1),
      ),
    );
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      rows.push(
        el(
          'li',
          {},
          el('span', { class: 'name' }, '[key]'),
          ': ',
          renderSchema(schema.additionalProperties, depth + 1),
        ),
      );
    return el(
      'div',
      {},
      schema.description ? el('p', {}, schema.description) : null,
      'object',
      el('ul', {}, ...rows),
    );
  }
  return typeLabel(schema);
}

/** A sample value of a schema, for the body editor. */
function sample(schema, depth = 0) {
  if (!schema || depth > 5) return null;
  if (schema.$ref) return sample(schemaOf(schema.$ref), depth + 1);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, depth + 1)));
  if (schema.anyOf) return sample(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]),
    );
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'string') return schema.format === 'email' ? 'someone@example.com' : '';
  return null;
}

function tryForm(path, method, op) {
  const params = op.parameters ?? [];
  const inputs = new Map();
  const fields = params.map((p) => {
    const input = el('input', { name: p.name, placeholder: `${p.in}${p.required ? ', required' : ''}` });
    inputs.set(p, input);
    return el('label', {}, `${p.name} `, input);
  });
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? el('textarea', { 'aria-label': 'JSON body' }) : null;
  if (body) body.value = JSON.stringify(sample(bodySchema), null, 2);
  const answer = el('pre', { class: 'answer', hidden: '' });
  const send = async (event) => {
    event.preventDefault();
    let url = path;
    const query = new URLSearchParams();
    for (const [p, input] of inputs) {
      if (!input.value) continue;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(input.value));
      else if (p.in === 'query') query.append(p.name, input.value);
    }
    const headers = { 'api-key': document.getElementById('api-key').value };
    const token = document.getElementById('token').value.trim();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = 'application/json';
    answer.hidden = false;
    answer.textContent = '…';
    try {
      const res = await fetch(`${url}${query.size ? `?${query}` : ''}`, {
        method: method.toUpperCase(),
        headers,
        body: body ? body.value : undefined,
      });
      const text = await res.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON (a file, a page): shown as it came
      }
      answer.textContent = `HTTP ${res.status}\n${shown}`;
    } catch (error) {
      answer.textContent = String(error);
    }
  };
  return el(
    'form',
    { class: 'try', onsubmit: send },
    el('h4', {}, 'Try it'),
    ...fields,
    body,
    el('div', {}, el('button', { type: 'submit' }, 'Send')),
    answer,
  );
}

function operation(path, method, op) {
  const body = op.requestBody?.content ?? {};
  const params = op.parameters ?? [];
  const details = el('details', {
    class: 'op',
    id: op.operationId,
    'data-search': `${method} ${path} ${op.summary} ${op.operationId}`.toLowerCase(),
  });
  const summary = el(
    'summary',
    {},
    el('span', { class: `method ${method}` }, method.toUpperCase()),
    el('span', { class: 'path' }, path),
    el('span', { class: 'summary' }, op.summary ?? ''),
  );
  details.append(summary);
  details.addEventListener('toggle', () => {
    if (!details.open || details.dataset.drawn) return;
    details.dataset.drawn = '1';
    const parts = [
      el(
        'p',
        {},
        'Operation ',
        el('code', {}, op.operationId),
        op['x-permission'] ? el('span', {}, ' — permission ', el('code', {}, op['x-permission'])) : null,
      ),
    ];
    if (params.length)
      parts.push(
        el('h4', {}, 'Parameters'),
        el(
          'table',
          {},
          el('tr', {}, el('th', {}, 'name'), el('th', {}, 'in'), el('th', {}, 'schema')),
          ...params.map((p) =>
            el(
              'tr',
              {},
              el('td', {}, p.name, p.required ? el('span', { class: 'req' }, ' required') : null),
              el('td', {}, p.in),
              el('td', { class: 'schema' }, renderSchema(p.schema)),
            ),
          ),
        ),
      );
    for (const [type, media] of Object.entries(body))
      parts.push(el('h4', {}, `Body (${type})`), el('div', { class: 'schema' }, renderSchema(media.schema)));
    parts.push(el('h4', {}, 'Responses'));
    for (const [code, response] of Object.entries(op.responses)) {
      const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop()] : response;
      const media = Object.entries(resolved?.content ?? {})[0];
      parts.push(
        el(
          'div',
          { class: 'schema' },
          el('strong', {}, code),
          ` ${resolved?.description ?? ''} `,
          media ? el('div', {}, el('code', {}, media[0]), renderSchema(media[1].schema)) : null,
        ),
      );
    }
    parts.push(tryForm(path, method, op));
    details.append(el('div', { class: 'op-body' }, ...parts));
  });
  return details;
}

function render() {
  const main = document.getElementById('reference');
  const byTag = new Map();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push(operation(path, method, op));
    }
  const count = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
  main.replaceChildren(
    el('p', {}, `${count} operations, ${Object.keys(doc.components.schemas).length} shared schemas.`),
    ...[...byTag].map(([tag, ops]) =>
      el('section', { class: 'tag' }, el('h2', {}, `${tag} (${ops.length})`), ...ops),
    ),
    el(
      'section',
      { class: 'tag' },
      el('h2', {}, 'Schemas'),
      ...Object.entries(doc.components.schemas).map(([name, schema]) =>
        el(
          'details',
          { class: 'op', id: anchor(name) },
          el('summary', {}, el('span', { class: 'path' }, name)),
          el('div', { class: 'op-body schema' }, renderSchema(schema)),
        ),
      ),
    ),
  );
  document.getElementById('filter').addEventListener('input', (event) => {
    const term = event.target.value.trim().toLowerCase();
    for (const node of main.querySelectorAll('details.op[data-search]'))
      node.hidden = term !== '' && !node.dataset.search.includes(term);
  });
  // a link to a shared schema opens it
  main.addEventListener('click', (event) => {
    const link = event.target.closest('a[href^="#schema-"]');
    const target = link && document.getElementById(link.getAttribute('href').slice(1));
    if (target) target.open = true;
  });
}

fetch('/openapi.json')
  .then((res) => res.json())
  .then((json) => {
    doc = json;
    render();
  })
  .catch(() => {
    document.getElementById('reference').textContent = 'The document could not be read.';
  });
