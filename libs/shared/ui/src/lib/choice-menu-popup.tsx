import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from './message';

export interface Choice<T extends string> {
  value: T;
  labelId: string;
  /** BCP 47 tag of the option text, so screen readers pronounce "বাংলা" in Bengali. */
  lang?: string;
}

export interface ChoiceMenuPopupProps<T extends string> {
  id: string;
  anchor: HTMLElement;
  value: T;
  choices: Choice<T>[];
  onPick: (value: T) => void;
  onClose: () => void;
}

/** The open menu of a ChoiceMenu; its own chunk, so Menu/Popover/Modal stay out of the initial bundle. */
export default function ChoiceMenuPopup<T extends string>({
  id,
  anchor,
  value,
  choices,
  onPick,
  onClose,
}: ChoiceMenuPopupProps<T>) {
  const t = useTranslate();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {choices.map((choice) => (
        <MenuItem
          key={choice.value}
          role="menuitemradio"
          aria-checked={choice.value === value}
          selected={choice.value === value}
          onClick={() => onPick(choice.value)}
        >
          <ListItemIcon>{choice.value === value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText lang={choice.lang}>{t(choice.labelId)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
