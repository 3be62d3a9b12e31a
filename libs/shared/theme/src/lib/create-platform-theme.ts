import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { enUS } from '@mui/material/locale';
import { bnBD } from './mui-bn-locale';
import { LIMITS, type ThemeMode } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';

/** Spec §9 breakpoints. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } as const;

/**
 * Colours. Every pair used for text is checked for WCAG AA (4.5:1) in the tests, because axe runs on every page:
 * primary/secondary on the background (links, outlined buttons) and their contrast text on them (filled buttons).
 */
export const PALETTE = {
  light: { primary: '#006a4e', secondary: '#1d4f91', background: '#f7f8f7', paper: '#ffffff' },
  dark: { primary: '#5cc8a0', secondary: '#9dbcf0', background: '#121212', paper: '#1c1c1c' },
  /** App bar and drawer of the semi-dark mode. */
  chrome: {
    background: '#1e2a32',
    text: '#ffffff',
    secondaryText: 'rgba(255, 255, 255, 0.72)',
    divider: 'rgba(255, 255, 255, 0.12)',
  },
} as const;

/**
 * Latin first for English, Bengali first for Bengali; both families are always listed so mixed text renders
 * (self-hosted Noto Sans Bengali, then Hind Siliguri and the phone's own Bengali fonts).
 */
const LATIN = [
  '"Noto Sans"',
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
];
const BENGALI = ['"Noto Sans Bengali"', '"Hind Siliguri"', '"Vrinda"', '"Shonar Bangla"'];
export function fontFamily(locale: CatalogueLocale): string {
  const order = locale === 'bn-BD' ? [...BENGALI, ...LATIN] : [...LATIN, ...BENGALI];
  return [...order, 'sans-serif'].join(', ');
}

/** Body line height: Bengali vowel signs above and below need room (≥ 1.6). */
export const BODY_LINE_HEIGHT = 1.6;

const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/**
 * The keyboard focus indicator (WCAG 2.4.7 / 2.4.11): a 2 px light ring inside a 2 px dark one, so it stands out on
 * the green header, on white pages and on filled buttons alike (MUI's own is a faint ripple).
 */
export const FOCUS_RING = {
  outline: '2px solid #ffffff',
  outlineOffset: 0,
  boxShadow: '0 0 0 4px #1b1f24',
} as const;

export interface PlatformThemeOptions {
  mode: ThemeMode;
  locale: CatalogueLocale;
}

function chromeOverrides(): ThemeOptions['components'] {
  const { background, text, secondaryText, divider } = PALETTE.chrome;
  return {
    MuiAppBar: {
      styleOverrides: { root: { backgroundColor: background, color: text, backgroundImage: 'none' } },
    },
    MuiDrawer: {
      styleOverrides: {
        paper: {
          backgroundColor: background,
          color: text,
          borderColor: divider,
          '& .MuiListItemIcon-root': { color: 'inherit' },
          '& .MuiListItemText-secondary': { color: secondaryText },
          '& .MuiListSubheader-root': { backgroundColor: background, color: secondaryText },
          '& .MuiDivider-root': { borderColor: divider },
        },
      },
    },
  };
}

/**
 * The MUI theme of every portal: light, semi-dark (light content, dark app bar and drawer) or dark; MUI's own
 * component texts in the user's language (bnBD — our copy with a lazy number formatter, ADR 0147 — / enUS).
 */
export function createPlatformTheme({ mode, locale }: PlatformThemeOptions): Theme {
  const colours = mode === 'dark' ? PALETTE.dark : PALETTE.light;
  const typography: NonNullable<ThemeOptions['typography']> & Record<string, unknown> = {
    fontFamily: fontFamily(locale),
    body1: { lineHeight: BODY_LINE_HEIGHT },
    body2: { lineHeight: BODY_LINE_HEIGHT },
  };
  // No letter-spacing anywhere: it breaks Bengali conjuncts, and Bengali text (names, places) shows in English too.
  for (const variant of TYPOGRAPHY_VARIANTS) {
    typography[variant] = { ...(typography[variant] as object | undefined), letterSpacing: 0 };
  }
  typography.button = { ...(typography.button as object), textTransform: 'none' };

  const options: ThemeOptions = {
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode: mode === 'dark' ? 'dark' : 'light',
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background, paper: colours.paper },
      // contrast text of filled buttons is chosen to reach AA, not MUI's default 3:1
      contrastThreshold: 4.5,
    },
    typography,
    transitions: {
      duration: {
        standard: LIMITS.TRANSITION_MS,
        enteringScreen: LIMITS.TRANSITION_MS,
        leavingScreen: LIMITS.TRANSITION_MS,
      },
    },
    components: {
      MuiTooltip: { defaultProps: { enterDelay: LIMITS.TOOLTIP_ENTER_DELAY_MS } },
      MuiCssBaseline: {
        styleOverrides: {
          body: { lineHeight: BODY_LINE_HEIGHT },
          // keyboard focus everywhere but text fields (which show their own): see FOCUS_RING
          ':focus-visible:not(input):not(textarea):not(select)': FOCUS_RING,
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
      ...(mode === 'semi-dark' ? chromeOverrides() : {}),
    },
  };
  return createTheme(options, locale === 'bn-BD' ? bnBD : enUS);
}
