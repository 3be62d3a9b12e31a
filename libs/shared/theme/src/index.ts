export {
  createPlatformTheme,
  fontFamily,
  BREAKPOINTS,
  PALETTE,
  BODY_LINE_HEIGHT,
  type PlatformThemeOptions,
} from './lib/create-platform-theme';
export {
  ThemeModeProvider,
  useThemeMode,
  THEME_STORAGE_KEY,
  THEME_MODES,
  isThemeMode,
  readStoredThemeMode,
  type ThemeModeProviderProps,
  type ThemeModeContextValue,
} from './lib/theme-mode-provider';
