import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface RowAction {
  /** The button's accessible name, naming the row ("Edit question 12"). */
  label: string;
  /** What the tooltip shows; the label when absent. */
  tooltip?: string;
  disabled?: boolean;
  onClick: () => void;
}

/** A row's edit and delete buttons of the question bank pages: icons with a tooltip, named for the row. */
export function EditDeleteButtons({ edit, remove }: { edit: RowAction; remove: RowAction }) {
  return (
    <>
      <Tooltip title={edit.tooltip ?? edit.label}>
        <IconButton aria-label={edit.label} disabled={edit.disabled} onClick={edit.onClick}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove.tooltip ?? remove.label}>
        <IconButton aria-label={remove.label} disabled={remove.disabled} onClick={remove.onClick}>
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}
