import { startPortal } from '@platform/shell';
import { portal } from './portal';

// The entry's module graph evaluates as one task of the main thread; the portal starts in the next one (a phone's
// blocking time is counted per task beyond 50 ms, ADR 0147). index.html preloads config.json; the first screen's
// catalogue and route chunk start one task later — no round trip.
setTimeout(() => void startPortal(portal), 0);
