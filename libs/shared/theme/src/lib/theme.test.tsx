import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decomposeColor, getContrastRatio as muiContrast, useTheme, type Theme } from '@mui/material/styles';
import { bnBD, enUS } from '@mui/material/locale';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@platform/ui';
import { BODY_LINE_HEIGHT, BREAKPOINTS, createPlatformTheme, PALETTE } from './create-platform-theme';
import { bnBD as lazyBnBD } from './mui-bn-locale';
import { THEME_STORAGE_KEY, ThemeModeProvider, useThemeMode } from './theme-mode-provider';

const MODES = ['light', 'semi-dark', 'dark'] as const;
const AA = 4.5;

/** MUI's ratio ignores alpha: blend a translucent foreground over its background first (what the eye sees). */
function getContrastRatio(foreground: string, background: string): number {
  const fg = decomposeColor(foreground);
  const bg = decomposeColor(background);
  const alpha = fg.values[3] ?? 1;
  const blend = [0, 1, 2].map((i) =>
    Math.round((fg.values[i] ?? 0) * alpha + (bg.values[i] ?? 0) * (1 - alpha)),
  );
  return muiContrast(`rgb(${blend.join(', ')})`, background);
}

describe.each(MODES)('createPlatformTheme %s', (mode) => {
  const theme = createPlatformTheme({ mode, locale: 'en-US' });

  it('builds with the spec breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1440)', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 });
    expect(theme.breakpoints.up('xl')).toBe('@media (min-width:1440px)');
    expect(BREAKPOINTS.md).toBe(900);
  });

  it('animates in 300 ms and opens tooltips after 100 ms', () => {
    expect(theme.transitions.duration.standard).toBe(300);
    expect(theme.transitions.duration.enteringScreen).toBe(300);
    expect(theme.transitions.duration.leavingScreen).toBe(300);
    expect(theme.components?.MuiTooltip?.defaultProps?.enterDelay).toBe(100);
  });

  it('uses the right palette mode', () => {
    expect(theme.palette.mode).toBe(mode === 'dark' ? 'dark' : 'light');
  });

  it('meets AA contrast for text, primary and secondary', () => {
    const { palette } = theme;
    const pairs: [string, string, string][] = [
      ['text.primary on default', palette.text.primary, palette.background.default],
      ['text.primary on paper', palette.text.primary, palette.background.paper],
      ['text.secondary on default', palette.text.secondary, palette.background.default],
      ['text.secondary on paper', palette.text.secondary, palette.background.paper],
      ['primary on default', palette.primary.main, palette.background.default],
      ['primary on paper', palette.primary.main, palette.background.paper],
      ['secondary on paper', palette.secondary.main, palette.background.paper],
      ['primary contrast text', palette.primary.contrastText, palette.primary.main],
      ['secondary contrast text', palette.secondary.contrastText, palette.secondary.main],
    ];
    const failing = pairs
      .filter(([, fg, bg]) => getContrastRatio(fg, bg) < AA)
      .map(([name, fg, bg]) => `${name}: ${getContrastRatio(fg, bg).toFixed(2)}`);
    expect(failing).toEqual([]);
  });
});

describe('semi-dark', () => {
  it('has light content with a dark app bar and drawer, readable at AA', () => {
    const theme = createPlatformTheme({ mode: 'semi-dark', locale: 'en-US' });
    const appBar = theme.components?.MuiAppBar?.styleOverrides?.root as Record<string, string>;
    const drawer = theme.components?.MuiDrawer?.styleOverrides?.paper as Record<string, unknown>;
    expect(theme.palette.background.paper).toBe('#ffffff');
    expect(appBar.backgroundColor).toBe(PALETTE.chrome.background);
    expect(drawer.backgroundColor).toBe(PALETTE.chrome.background);
    expect(getContrastRatio(PALETTE.chrome.text, PALETTE.chrome.background)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(PALETTE.chrome.secondaryText, PALETTE.chrome.background)).toBeGreaterThanOrEqual(
      AA,
    );
  });

  it('light mode has no chrome overrides', () => {
    expect(createPlatformTheme({ mode: 'light', locale: 'en-US' }).components?.MuiAppBar).toBeUndefined();
  });
});

describe('typography and locale', () => {
  const bn = createPlatformTheme({ mode: 'light', locale: 'bn-BD' });
  const en = createPlatformTheme({ mode: 'light', locale: 'en-US' });

  it('puts Noto Sans Bengali first in Bengali and keeps it as a fallback in English', () => {
    expect(bn.typography.fontFamily?.startsWith('"Noto Sans Bengali"')).toBe(true);
    expect(en.typography.fontFamily).toContain('"Noto Sans Bengali"');
    expect(en.typography.fontFamily?.startsWith('"Noto Sans"')).toBe(true);
  });

  it('gives body text a line height of at least 1.6 and no letter spacing', () => {
    for (const theme of [bn, en]) {
      expect(Number(theme.typography.body1.lineHeight)).toBeGreaterThanOrEqual(BODY_LINE_HEIGHT);
      expect(Number(theme.typography.body2.lineHeight)).toBeGreaterThanOrEqual(BODY_LINE_HEIGHT);
      for (const variant of ['h1', 'h6', 'body1', 'body2', 'button', 'caption', 'overline'] as const) {
        expect(theme.typography[variant].letterSpacing).toBe(0);
      }
    }
  });

  it("uses MUI's Bengali or English component texts", () => {
    const label = (theme: Theme) => theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;
    expect(label(bn)).toBe(bnBD.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage);
    expect(label(en)).toBe(enUS.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage);
    expect(label(bn)).not.toBe(label(en));
  });

  it("our Bengali texts are MUI's bnBD, strings and the labels its functions write (ADR 0147)", () => {
    // what a function writes for these inputs, the strings as they are: the two locales must serialise alike
    const written = (value: unknown): unknown => {
      if (typeof value === 'function') {
        const fn = value as (...args: unknown[]) => unknown;
        return [
          ...['first', 'last', 'next', 'previous', 'page'].flatMap((type) => [
            fn(type, 3, true),
            fn(type, 4, false),
          ]),
          fn({ from: 11, to: 20, count: 1234, page: 1 }),
          fn({ from: 1, to: 10, count: -1, page: 0 }),
          fn(4),
        ];
      }
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, written(v)]));
      return value;
    };
    expect(written(lazyBnBD)).toEqual(written(bnBD));
    const rows = lazyBnBD.components?.MuiTablePagination?.defaultProps?.labelDisplayedRows;
    expect(rows?.({ from: 11, to: 20, count: 1234, page: 1 })).toBe('১১–২০ / ১,২৩৪');
  });
});

function Probe() {
  const { mode, setMode } = useThemeMode();
  const theme = useTheme();
  return (
    <div>
      <p data-testid="mode">{mode}</p>
      <p data-testid="palette">{theme.palette.mode}</p>
      <p data-testid="font">{theme.typography.fontFamily}</p>
      <button type="button" onClick={() => setMode('dark')}>
        dark
      </button>
    </div>
  );
}

describe('ThemeModeProvider', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts light, switches and persists the mode', async () => {
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(screen.getByTestId('palette')).toHaveTextContent('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('reads the stored mode, ignoring junk', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'semi-dark');
    const { unmount } = render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('semi-dark');
    unmount();
    window.localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
  });

  it('follows the locale of the surrounding I18nProvider', () => {
    render(
      <I18nProvider locale="bn-BD">
        <ThemeModeProvider>
          <Probe />
        </ThemeModeProvider>
      </I18nProvider>,
    );
    expect(screen.getByTestId('font').textContent?.startsWith('"Noto Sans Bengali"')).toBe(true);
  });
});
