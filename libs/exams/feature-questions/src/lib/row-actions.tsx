import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface RowAction {
  /** The button's accessible name, naming the row ("Edit question 12"). */
  label: string;
  /** What the tooltip shows; the label when absent. */
  tooltip?: string;
  disabled?: boolean;
  /** What the button does, or `to`: the page it opens (a link). */
  onClick?: () => void;
  to?: string;
}

function ActionButton({ action, icon }: { action: RowAction; icon: ReactNode }) {
  return (
    <Tooltip title={action.tooltip ?? action.label}>
      {action.to && !action.disabled ? (
        <IconButton aria-label={action.label} component={RouterLink} to={action.to}>
          {icon}
        </IconButton>
      ) : (
        <IconButton aria-label={action.label} disabled={action.disabled} onClick={action.onClick}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

/** A row's edit and delete buttons of the question bank pages: icons with a tooltip, named for the row. */
export function EditDeleteButtons({ edit, remove }: { edit: RowAction; remove: RowAction }) {
  return (
    <>
      <ActionButton action={edit} icon={<EditOutlined />} />
      <ActionButton action={remove} icon={<DeleteOutlined />} />
    </>
  );
}
