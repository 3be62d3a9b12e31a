import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ThemeMode } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { useLocale } from '@platform/ui';
import { createPlatformTheme } from './create-platform-theme';

/** localStorage key of the chosen theme mode (a preference, not sensitive). */
export const THEME_STORAGE_KEY = 'platform.theme';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'semi-dark', 'dark'];
const DEFAULT_MODE: ThemeMode = 'light';

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

export function readStoredThemeMode(fallback: ThemeMode = DEFAULT_MODE): ThemeMode {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export interface ThemeModeContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue>({
  mode: DEFAULT_MODE,
  setMode: () => undefined,
});

export interface ThemeModeProviderProps {
  children: ReactNode;
  /** The mode when nothing is stored (light by default). */
  defaultMode?: ThemeMode;
  /** MUI component texts' language; by default the locale of the surrounding I18nProvider. */
  locale?: CatalogueLocale;
}

/** MUI ThemeProvider + CssBaseline with the user's mode (kept in localStorage `platform.theme`). */
export function ThemeModeProvider({
  children,
  defaultMode = DEFAULT_MODE,
  locale: localeProp,
}: ThemeModeProviderProps) {
  const { locale: contextLocale } = useLocale();
  const locale = localeProp ?? contextLocale;
  const [mode, setModeState] = useState<ThemeMode>(() => readStoredThemeMode(defaultMode));
  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }, []);
  const theme = useMemo(() => createPlatformTheme({ mode, locale }), [mode, locale]);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

/** The current theme mode and a setter that persists it. */
export function useThemeMode(): ThemeModeContextValue {
  return useContext(ThemeModeContext);
}
