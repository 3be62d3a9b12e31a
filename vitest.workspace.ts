import { globSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { componentSuite } from './tools/vitest/component-project.ts';

/**
 * The list of Vitest projects. Vitest 4 no longer reads workspace files by itself, so the root
 * vitest.config.ts imports this list into `test.projects` (see docs/decisions/0002-vitest-projects.md).
 *
 * Every library and portal whose vitest.config.ts is `componentProject(...)` runs here inside ONE project,
 * `components` (one Vite server, one transform of each shared module); the others (node libraries, the gateway)
 * are their own projects. `nx test <project>` still runs a project's own config.
 */
const configs = globSync(['libs/*/*/vitest.config.ts', 'apps/*/vitest.config.ts'], {
  cwd: import.meta.dirname,
}).sort();
const isComponent = (config: string) =>
  readFileSync(`${import.meta.dirname}/${config}`, 'utf8').includes('componentProject(');

export const projects = [
  componentSuite(configs.filter(isComponent).map(dirname)),
  ...configs.filter((config) => !isComponent(config)),
];
export default projects;
