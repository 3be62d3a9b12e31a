import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import ContrastIcon from '@mui/icons-material/Contrast';
import TranslateIcon from '@mui/icons-material/Translate';
import { useId, useState, type ReactNode } from 'react';
import type { Locale, ThemeMode } from '@platform/contract';
import { useTranslate } from './message';

interface Choice<T extends string> {
  value: T;
  labelId: string;
  /** BCP 47 tag of the option text, so screen readers pronounce "বাংলা" in Bengali. */
  lang?: string;
}

interface ChoiceMenuProps<T extends string> {
  labelId: string;
  icon: ReactNode;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
}

/** A button naming the current choice that opens a menu of radio items. */
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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="menuitemradio"
            aria-checked={choice.value === value}
            selected={choice.value === value}
            onClick={() => {
              setAnchor(null);
              if (choice.value !== value) onChange(choice.value);
            }}
          >
            <ListItemIcon>{choice.value === value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText lang={choice.lang}>{t(choice.labelId)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
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
  return <ChoiceMenu labelId="common.language" icon={<TranslateIcon />} value={value} choices={LANGUAGES} onChange={onChange} />;
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
  return <ChoiceMenu labelId="common.theme" icon={<ContrastIcon />} value={value} choices={THEMES} onChange={onChange} />;
}
