import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// lazy chunks (routes, notistack) are transformed on first use: give findBy/waitFor room on a 2-core CI box
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
