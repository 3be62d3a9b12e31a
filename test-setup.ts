import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// lazy chunks (routes, notistack) are transformed on first use: give findBy/waitFor room on a 2-core CI box
configure({ asyncUtilTimeout: 5000 });
// The first test of a file pays for that transform and MUI's first render inside the test: 4–6 s with a worker per
// core on 2 cores (a CI run failed two first tests at Vitest's default 5 s). A test still fails on what it asserts:
// each wait above gives up after 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => cleanup());
