import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// lazy chunks (routes, notistack) are transformed on first use: give findBy/waitFor room on a 2-core CI box
configure({ asyncUtilTimeout: 5000 });
// The first test of a file pays for that transform and MUI's first render inside the test: 4–6 s with a worker per
// core on 2 cores (a CI run failed two first tests at Vitest's default 5 s). A test still fails on what it asserts:
// each wait above gives up after 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(({ task }) => {
  cleanup();
  // CI retries a failed component test once (tools/vitest/component-project.ts): say which passed only so
  const retries = task.result?.retryCount ?? 0;
  if (retries > 0 && task.result?.state !== 'fail')
    console.warn(`flaky: passed on retry ${retries}: ${task.file?.name ?? ''} > ${task.name}`);
});

/**
 * A worker runs one file after another in the same jsdom (`isolate: false`, ADR 0002 revision 2), as one page load
 * per file: this file runs before each test file, so
 * - the workspace's modules start afresh (`vi.resetModules()`: module state such as the auth controller's redeemed
 *   callbacks or the api client's transport belongs to a page load), while React, MUI and the other packages Node
 *   loaded stay loaded — the time isolation cost;
 * - what the last file stored, set or stubbed (storage, cookies, the address, <html> attributes, timers, globals)
 *   is gone before the next begins.
 */
function cleanPage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  window.history.replaceState(null, '', '/');
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  document.title = '';
}
vi.resetModules();
cleanPage();
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  cleanPage();
});

/**
 * Component files run side by side in worker threads of one process, where Node's BroadcastChannel reaches every
 * thread: one file's sign-out ('signed_out' on the auth channel) signed another file's page out mid-test (a CI run
 * failed so). Here a channel reaches only the channels of its own file — the tabs a test opens — as in a browser,
 * where a channel reaches the same origin's tabs and nothing else.
 */
class FileBroadcastChannel {
  private static readonly open = new Map<string, Set<FileBroadcastChannel>>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  private readonly listeners = new Set<(event: MessageEvent) => void>();

  constructor(readonly name: string) {
    const peers = FileBroadcastChannel.open.get(name) ?? new Set<FileBroadcastChannel>();
    peers.add(this);
    FileBroadcastChannel.open.set(name, peers);
  }

  postMessage(message: unknown): void {
    const data = structuredClone(message);
    for (const peer of FileBroadcastChannel.open.get(this.name) ?? []) {
      // delivered as a later task, as a browser does (a microtask: fake timers do not hold it back)
      if (peer !== this) queueMicrotask(() => peer.deliver(data));
    }
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    if (type === 'message') this.listeners.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    if (type === 'message') this.listeners.delete(listener);
  }

  close(): void {
    FileBroadcastChannel.open.get(this.name)?.delete(this);
  }

  private deliver(data: unknown): void {
    if (!FileBroadcastChannel.open.get(this.name)?.has(this)) return;
    const event = new MessageEvent('message', { data });
    this.onmessage?.(event);
    for (const listener of this.listeners) listener(event);
  }
}
// assigned, not vi.stubGlobal: a file's vi.unstubAllGlobals() must not bring Node's back
Object.defineProperty(globalThis, 'BroadcastChannel', {
  value: FileBroadcastChannel,
  writable: true,
  configurable: true,
});
