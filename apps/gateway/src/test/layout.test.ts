import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layout of docs/decisions/0015-gateway-domain-modules.md, checked: route files hold no SQL and import no other
 * route file, no source file outgrows 500 lines, no module holds app state in a `let`, the sign-in service and the
 * platform pieces import no domain's routes. A change that breaks one of these fails here with the file named.
 */

const SRC = resolve(import.meta.dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const sources = walk(SRC).filter((f) => f.endsWith('.ts'));
const code = sources.filter((f) => !f.endsWith('.test.ts'));
const name = (f: string) => relative(SRC, f);
/**
 * A route file: `routes.ts` or `<what>-routes.ts` in a folder (registers endpoints). The composition files — a folder's
 * index.ts and src/routes.ts, the app's list of domains — import route files and nothing else does.
 */
const isRouteFile = (f: string) => /\/(.+-)?routes\.ts$/.test(name(f));
const routeFiles = code.filter(isRouteFile);

/** The files a module imports by a relative path, resolved as TypeScript does (`x`, `x.ts`, `x/index.ts`). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, join(base, 'index.ts')].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    return found ? [found] : [];
  });
}

describe('the gateway layout (ADR 0015)', () => {
  it('has route files in every domain and the platform', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    for (const domain of readdirSync(join(SRC, 'domains')))
      expect(
        routeFiles.some((f) => name(f).startsWith(`domains/${domain}/`)),
        domain,
      ).toBe(true);
  });

  it('keeps SQL out of route files: statements are the repositories’', () => {
    const offenders = routeFiles.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return (
        /\.(query|exec)\s*[<(]/.test(text) ||
        /[`'"]\s*(select|insert into|update \w+ set|delete from)\b/i.test(text)
      );
    });
    expect(offenders.map(name)).toEqual([]);
  });

  it('lets no route file import another route file (shared logic lives in a rules or service module)', () => {
    const offenders = routeFiles.flatMap((f) =>
      relativeImports(f)
        .filter(isRouteFile)
        .map((target) => `${name(f)} → ${name(target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no source file over 500 lines', () => {
    const long = code
      .map((f) => [name(f), readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 500);
    expect(long).toEqual([]);
  });

  it('keeps no app state in module-level variables (it lives in app.services or is passed in)', () => {
    const offenders = code.filter((f) => /^(export )?let /m.test(readFileSync(f, 'utf8')));
    expect(offenders.map(name)).toEqual([]);
  });

  it('has domains that depend on each other one way only (no cycle between domain folders)', () => {
    const domainOf = (f: string) => /^domains\/([^/]+)\//.exec(name(f))?.[1];
    const edges = new Map<string, Set<string>>();
    for (const f of code) {
      const from = domainOf(f);
      if (!from) continue;
      for (const target of relativeImports(f)) {
        const to = domainOf(target);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      if (path.includes(node)) {
        cycles.push([...path.slice(path.indexOf(node)), node].join(' → '));
        return;
      }
      for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it('keeps the platform and the sign-in service free of domain routes', () => {
    const offenders = code
      .filter((f) => name(f).startsWith('platform/') || name(f).startsWith('identity/'))
      .flatMap((f) =>
        relativeImports(f)
          .filter((target) => name(target).startsWith('domains/') && isRouteFile(target))
          .map((target) => `${name(f)} → ${name(target)}`),
      );
    expect(offenders).toEqual([]);
  });
});
