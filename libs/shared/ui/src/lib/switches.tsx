import Button from '@mui/material/Button';
import ContrastIcon from '@mui/icons-material/Contrast';
import TranslateIcon from '@mui/icons-material/Translate';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import type { Locale, ThemeMode } from '@platform/contract';
import type { Choice } from './choice-menu-popup';
import { useTranslate } from './message';

const ChoiceMenuPopup = lazy(() => import('./choice-menu-popup'));

interface ChoiceMenuProps<T extends string> {
  labelId: string;
  icon: ReactNode;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
}

/** A button naming the current choice that opens a menu of radio items (loaded on first open). */
function ChoiceMenu<T extends string>({ labelId, icon, value, choices, onChange }: ChoiceMenuProps<T>) {
  const t = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = choices.find((c) => c.value === value);
  return (
    <>
      <Button
        color="inherit"
        startIcon={icon}
        aria-label={`${t(labelId)}: ${current ? t(current.labelId) : value}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        <span lang={current?.lang}>{current ? t(current.labelId) : value}</span>
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <ChoiceMenuPopup
            id={menuId}
            anchor={anchor}
            value={value}
            choices={choices}
            onClose={() => setAnchor(null)}
            onPick={(picked) => {
              setAnchor(null);
              const choice = choices.find((c) => c.value === picked);
              if (choice && choice.value !== value) onChange(choice.value);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export interface LanguageSwitchProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

const LANGUAGES: Choice<Locale>[] = [
  { value: 'en-US', labelId: 'shell.language.en', lang: 'en' },
  { value: 'bn-BD', labelId: 'shell.language.bn', lang: 'bn' },
];

/** English / Bengali. Props-driven: the shell owns the locale state. */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  return (
    <ChoiceMenu
      labelId="common.language"
      icon={<TranslateIcon />}
      value={value}
      choices={LANGUAGES}
      onChange={onChange}
    />
  );
}

export interface ThemeSwitchProps {
  value: ThemeMode;
  onChange: (mode: ThemeMode) => void;
}

const THEMES: Choice<ThemeMode>[] = [
  { value: 'light', labelId: 'shell.theme.light' },
  { value: 'semi-dark', labelId: 'shell.theme.semi_dark' },
  { value: 'dark', labelId: 'shell.theme.dark' },
];

/** Light / semi-dark / dark. Props-driven: the shell owns the theme state. */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  return (
    <ChoiceMenu
      labelId="common.theme"
      icon={<ContrastIcon />}
      value={value}
      choices={THEMES}
      onChange={onChange}
    />
  );
}
