import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '@platform/i18n/catalogue';
import { LOCALE_STORAGE_KEY } from '@platform/ui';
import { PALETTE, THEME_STORAGE_KEY } from '@platform/theme';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build plugin that writes this portal's index.html
import {
  BOOT_COLOURS,
  BOOT_STORAGE_KEYS,
  YOUTH_FRAME_TEXTS,
  bootFrameHtml,
} from '../../../tools/vite/boot-frame.ts';

const parts = bootFrameHtml(catalogue, YOUTH_FRAME_TEXTS);

/** Runs one of the frame's inline scripts as the browser would (classic script, global scope). */
const run = (source: string) => new Function(source)();

function mount() {
  document.body.innerHTML = `${parts.frame}<div id="root"></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('data-boot-theme');
  document.documentElement.removeAttribute('data-boot-page');
  localStorage.clear();
});

describe('the page frame of index.html (ADR 0134)', () => {
  it('reads the storage keys and colours the portal itself uses', () => {
    expect(BOOT_STORAGE_KEYS).toEqual({ locale: LOCALE_STORAGE_KEY, theme: THEME_STORAGE_KEY });
    expect(BOOT_COLOURS.light).toMatchObject({
      background: PALETTE.light.background,
      paper: PALETTE.light.paper,
      primary: PALETTE.light.primary,
    });
    expect(BOOT_COLOURS.dark).toMatchObject({
      background: PALETTE.dark.background,
      paper: PALETTE.dark.paper,
      primary: PALETTE.dark.primary,
    });
    expect(BOOT_COLOURS.semiDarkBar).toBe(PALETTE.chrome.background);
  });

  it('carries the catalogue texts in both languages', () => {
    for (const id of Object.values(YOUTH_FRAME_TEXTS)) {
      expect(parts.frame).toContain(`<span lang="en">${catalogue['en-US'][id]}</span>`);
      expect(parts.frame).toContain(`<span lang="bn">${catalogue['bn-BD'][id]}</span>`);
    }
    expect(parts.frame).toContain('aria-hidden="true"');
  });

  it('marks the page with the saved language, mode and the address before the first paint', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn-BD');
    localStorage.setItem(THEME_STORAGE_KEY, 'semi-dark');
    run(parts.headScript);
    const html = document.documentElement;
    expect(html.lang).toBe('bn');
    expect(html.getAttribute('data-boot-theme')).toBe('semi-dark');
    expect(html.getAttribute('data-boot-page')).toBe('home');
  });

  it('keeps English, light and no page mark for what it does not know', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr-FR');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    window.history.pushState(null, '', '/jobs/42');
    run(parts.headScript);
    const html = document.documentElement;
    expect(html.lang).toBe('en');
    expect(html.hasAttribute('data-boot-theme')).toBe(false);
    expect(html.getAttribute('data-boot-page')).toBe('job');
    window.history.pushState(null, '', '/');
  });

  it('stays over the start-up spinner and goes when the portal draws', async () => {
    mount();
    run(parts.removeScript);
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<div role="status">Loading</div>';
    await Promise.resolve();
    expect(document.getElementById('boot-frame')).not.toBeNull();
    root.innerHTML = '<div><header></header><main></main></div>';
    await Promise.resolve();
    expect(document.getElementById('boot-frame')).toBeNull();
  });
});
