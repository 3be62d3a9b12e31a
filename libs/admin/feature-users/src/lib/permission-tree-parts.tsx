import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PermissionTreeItem } from '@platform/contract';
import { PaperSection, useTranslate } from '@platform/ui';
import { type PermissionSection, selectionState, setAll, toggle } from './permission-selection';

/*
 * The parts of the permission assignment (permission-tree.tsx): a group, a section that opens and closes, the
 * "select all" of each, and one permission's checkbox with its key and route.
 */

export interface SelectionProps {
  selected: ReadonlySet<number>;
  inherited: ReadonlySet<number>;
  /** Ids the holder may not be given (outside its institute's grant): disabled unless held, left out of "select all". */
  blocked: ReadonlySet<number>;
  readOnly?: boolean;
  onChange: (next: Set<number>) => void;
}

function SelectAll({
  ids: all,
  name,
  selected,
  blocked,
  readOnly,
  onChange,
}: SelectionProps & { ids: number[]; name: string }) {
  const t = useTranslate();
  const ids = all.filter((id) => !blocked.has(id) || selected.has(id));
  const state = selectionState(ids, selected);
  return (
    <FormControlLabel
      sx={{ mr: 0, flexShrink: 0 }}
      control={
        <Checkbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={readOnly || ids.length === 0}
          onChange={(event) => onChange(setAll(selected, ids, event.target.checked))}
        />
      }
      label={t('users.permissions.select_group', { name })}
    />
  );
}

/** A group of the tree: its heading, "select all" of the group, and its sections. */
export function GroupSection({
  title,
  ids,
  children,
  ...props
}: SelectionProps & { title: string; ids: number[]; children: ReactNode }) {
  return (
    <PaperSection
      title={title}
      actions={<SelectAll {...props} ids={ids} name={title} />}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>{children}</Stack>
    </PaperSection>
  );
}

/** One section (a sub group): a heading that opens and closes it, its count and "select all", its permissions. */
export function SubSection({
  section,
  title,
  open,
  onToggle,
  label,
  ...props
}: SelectionProps & {
  section: PermissionSection;
  title: string;
  open: boolean;
  onToggle: () => void;
  label: (permission: PermissionTreeItem) => string;
}) {
  const intl = useIntl();
  const panelId = useId();
  const chosen = section.permissions.filter((p) => props.selected.has(p.id)).length;
  return (
    <Box sx={{ py: 0.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: { sm: 2 } }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1, minWidth: 0 }}>
          <ButtonBase
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            sx={{
              width: '100%',
              justifyContent: 'flex-start',
              gap: 1,
              py: 1,
              px: 0.5,
              borderRadius: 1,
              textAlign: 'left',
              font: 'inherit',
              fontWeight: 600,
            }}
          >
            <ExpandMoreOutlined
              aria-hidden
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {title}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, flexShrink: 0 }}>
              <FormattedMessage
                id="users.permissions.section_count"
                values={{
                  count: intl.formatNumber(chosen),
                  total: intl.formatNumber(section.permissions.length),
                }}
              />
            </Box>
          </ButtonBase>
        </Typography>
        <SelectAll {...props} ids={section.permissions.map((p) => p.id)} name={title} />
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box
          id={panelId}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
            columnGap: 2,
            pl: { sm: 4 },
            pb: 1,
          }}
        >
          {section.permissions.map((permission) => (
            <PermissionCheckbox
              key={permission.id}
              permission={permission}
              label={label(permission)}
              {...props}
            />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

function PermissionCheckbox({
  permission,
  label,
  selected,
  inherited,
  blocked,
  readOnly,
  onChange,
}: SelectionProps & { permission: PermissionTreeItem; label: string }) {
  const t = useTranslate();
  const descriptionId = useId();
  const viaRole = inherited.has(permission.id);
  // outside the institute's grant: cannot be ticked (a key still held can be taken away)
  const outside = blocked.has(permission.id);
  return (
    <Box sx={{ minWidth: 0, pb: 0.5 }}>
      <FormControlLabel
        sx={{ mr: 0, minWidth: 0, alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={selected.has(permission.id)}
            disabled={readOnly || (outside && !selected.has(permission.id))}
            onChange={() => onChange(toggle(selected, permission.id))}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
            sx={{ mt: -0.5 }}
          />
        }
        label={label}
      />
      <Typography
        id={descriptionId}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', pl: 4.25, mt: -0.5, overflowWrap: 'anywhere' }}
      >
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {permission.key}
        </Box>{' '}
        · {permission.method} {permission.uri}
        {viaRole && ' · '}
        {viaRole && (
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t('users.permissions.inherited')}
          </Box>
        )}
        {outside && ' · '}
        {outside && (
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t('users.permissions.outside_grant')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
