import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

// Vitest's default is one worker fewer than the cores: ONE worker on the 2-core CI machine, while the main thread
// mostly waits. A worker per core ran a sample of the component suites in 56 s instead of 83 s there.
export default defineConfig({ test: { projects, maxWorkers: availableParallelism() } });
