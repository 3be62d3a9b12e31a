/**
 * Interim theme provider. `@platform/theme` (ThemeModeProvider, useThemeMode) is being written in parallel; until it
 * lands the shell carries this minimal version with the same names and shape.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ThemeMode } from '@platform/contract';

export const THEME_STORAGE_KEY = 'platform_theme_mode';

function storedMode(): ThemeMode {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'semi-dark' || value === 'light' ? value : 'light';
  } catch {
    return 'light';
  }
}

interface ThemeModeContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue>({ mode: 'light', setMode: () => undefined });

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // preference only
    }
  }, []);
  const theme = useMemo(
    () =>
      createTheme({
        breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } },
        palette: { mode: mode === 'dark' ? 'dark' : 'light', primary: { main: '#0b6e4f' } },
        components:
          mode === 'semi-dark' ? { MuiAppBar: { styleOverrides: { root: { backgroundColor: '#1e2a32', color: '#fff' } } } } : {},
      }),
    [mode],
  );
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  return useContext(ThemeModeContext);
}
