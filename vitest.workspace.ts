/**
 * The list of Vitest projects. Vitest 4 no longer reads workspace files by itself, so the root
 * vitest.config.ts imports this list into `test.projects` (see docs/decisions/0002-vitest-projects.md).
 */
export const projects = ['libs/*/*/vitest.config.ts', 'apps/*/vitest.config.ts'];
export default projects;
