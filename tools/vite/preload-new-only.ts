import type { Plugin, Rollup } from 'vite';

/**
 * Build-time only: a lazy import's preload list without the chunks already loaded when it runs (ADR 0149).
 *
 * Vite turns each `import('./page')` into `__vitePreload(() => import('./page'), __vite__mapDeps([…]))`: the chunks
 * the page needs, preloaded beside it so its own static imports are no second round trip. Those lists, and the file
 * names they index, sit in the chunk holding the import — in a portal's start chunk for every page and route group it
 * can open. Most of a list is the shared React, MUI and shell chunks the holding chunk itself imports statically: they
 * have run before the import can, so preloading them again does nothing. This plugin drops them
 * (`build.modulePreload.resolveDependencies`): a list keeps only chunks not yet loaded, and none at all when that is
 * the imported chunk alone (the import fetches it). What a page downloads, and when, is unchanged.
 */
export function preloadNewOnly(): Plugin {
  /** Each chunk's static imports, direct and indirect (the chunks loaded once it runs), by file name. */
  const loaded = new Map<string, Set<string>>();
  return {
    name: 'platform:preload-new-only',
    apply: 'build',
    config() {
      return {
        build: {
          modulePreload: {
            resolveDependencies: (file, deps, { hostId, hostType }) => {
              const before = hostType === 'js' ? loaded.get(hostId) : undefined;
              if (!before) return deps;
              const needed = deps.filter((dep) => !before.has(dep));
              return needed.length === 1 && needed[0] === file ? [] : needed;
            },
          },
        },
      };
    },
    // before Vite's import analysis writes the lists (it resolves them in its own generateBundle)
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
        for (const name of chunks.keys()) loaded.set(name, staticClosure(name, chunks));
      },
    },
  };
}

/** The chunk and every chunk it imports statically, directly or through others. */
function staticClosure(name: string, chunks: ReadonlyMap<string, Rollup.OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const queue = [name];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const imported of chunks.get(next)?.imports ?? []) queue.push(imported);
  }
  return seen;
}
