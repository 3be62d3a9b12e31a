import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { JobApplicant } from '@platform/contract';
import { type ApplicantActionOption, applicantActions } from '@platform/recruiter-data-access-job-management';
import { useTranslate } from '@platform/ui';
import { ApplicantCell, type ApplicantColumn } from './applicant-cells';
import { useLocalName } from './local-title';

/** The row's action menu: only the actions the gateway allows from the applicant's status (ADR 0064). */
function RowActions({
  applicant,
  name,
  onAction,
}: {
  applicant: JobApplicant;
  name: string;
  onAction: (option: ApplicantActionOption) => void;
}) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const options = applicantActions(applicant);
  if (options.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('recruiter_pipeline.list.actions_for', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertOutlined fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={`${option.action}-${option.to ?? ''}`}
            onClick={() => {
              setAnchor(null);
              onAction(option);
            }}
            sx={
              option.action === 'reject' || option.action === 'remove' ? { color: 'error.main' } : undefined
            }
          >
            {t(`job_pipeline.action.${option.action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export interface ApplicantRowProps {
  applicant: JobApplicant;
  columns: readonly ApplicantColumn[];
  /** Present when the recruiter may change statuses: the row has a checkbox and an action menu. */
  selection: { checked: boolean; onCheck: (checked: boolean) => void } | null;
  canSeeCv: boolean;
  onSave: () => void;
  onHistory: (name: string) => void;
  onAction: (option: ApplicantActionOption) => void;
}

/** One applicant: a checkbox for the batch, name (saved mark, CV link), the tab's columns, history and actions. */
export function ApplicantRow({
  applicant,
  columns,
  selection,
  canSeeCv,
  onSave,
  onHistory,
  onAction,
}: ApplicantRowProps) {
  const t = useTranslate();
  const name = useLocalName()(applicant);
  return (
    <TableRow hover selected={selection?.checked}>
      {selection ? (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selection.checked}
            onChange={(event) => selection.onCheck(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('recruiter_pipeline.list.select', { name }) } }}
          />
        </TableCell>
      ) : null}
      <TableCell component="th" scope="row">
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton
            size="small"
            aria-label={t('recruiter_pipeline.list.save', { name })}
            aria-pressed={applicant.is_saved}
            onClick={onSave}
          >
            {applicant.is_saved ? (
              <BookmarkOutlined fontSize="small" color="primary" />
            ) : (
              <BookmarkBorderOutlined fontSize="small" />
            )}
          </IconButton>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {name}
            </Typography>
            {canSeeCv && applicant.public_id ? (
              <Link component={RouterLink} to={`/cv-bank/${applicant.public_id}`} variant="caption">
                {t('recruiter_pipeline.list.view_cv', { name })}
              </Link>
            ) : null}
          </Box>
        </Stack>
      </TableCell>
      {columns.map((column) => (
        <ApplicantCell key={column} column={column} applicant={applicant} />
      ))}
      <TableCell align="right">
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <IconButton
            size="small"
            aria-label={t('recruiter_pipeline.history.open', { name })}
            onClick={() => onHistory(name)}
          >
            <HistoryOutlined fontSize="small" />
          </IconButton>
          {selection ? <RowActions applicant={applicant} name={name} onAction={onAction} /> : null}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
