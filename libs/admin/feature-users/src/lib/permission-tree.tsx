import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PermissionTreeGroup, PermissionTreeItem, PermissionTreeModule } from '@platform/contract';
import { useTranslate, useLocalName } from '@platform/ui';
import {
  isDirty,
  permissionIdsOf,
  selectionForSave,
  selectionState,
  setAll,
  toggle,
  treePermissionIds,
} from './permission-selection';

export interface PermissionTreeAssignmentProps {
  tree: readonly PermissionTreeGroup[];
  /** The ids held now. Remount (`key`) to start over from new values. */
  value: readonly number[];
  /** Ids held anyway through a role or organisation: marked, still assignable directly. */
  inherited?: readonly number[];
  /** Accessible name of the form (catalogue id) and its values. */
  labelId: string;
  labelValues?: Record<string, string>;
  /** Shows the assignment without letting it change. */
  readOnly?: boolean;
  /** Saves the whole selection (ascending ids); rejects on failure (the caller shows the error). */
  onSave: (ids: number[]) => Promise<unknown>;
}

/**
 * THE permission assignment of the admin portal (users, roles): groups → sub groups → modules with a checkbox per
 * permission and "select all" at group and module level (checked, mixed or clear). One implementation for every
 * holder; the page decides what to load and where to save.
 */
export function PermissionTreeAssignment({
  tree,
  value,
  inherited = [],
  labelId,
  labelValues,
  readOnly,
  onSave,
}: PermissionTreeAssignmentProps) {
  const t = useTranslate();
  const intl = useIntl();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(value));
  const [saving, setSaving] = useState(false);
  const total = useMemo(() => treePermissionIds(tree).length, [tree]);
  const inheritedSet = useMemo(() => new Set(inherited), [inherited]);
  const dirty = isDirty(value, selected);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (readOnly || !dirty) return;
    setSaving(true);
    try {
      await onSave(selectionForSave(tree, selected));
    } catch {
      // the caller reported it; keep the selection so nothing is lost
    } finally {
      setSaving(false);
    }
  }

  const actions = readOnly ? null : (
    <Stack direction="row" spacing={1}>
      <Button onClick={() => setSelected(new Set(value))} disabled={!dirty || saving}>
        <FormattedMessage id="users.permissions.reset" />
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!dirty || saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        <FormattedMessage id="users.permissions.save" />
      </Button>
    </Stack>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(labelId, labelValues)}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography role="status" aria-live="polite">
          <FormattedMessage
            id="users.permissions.selected_count"
            values={{ count: intl.formatNumber(selected.size), total: intl.formatNumber(total) }}
          />
        </Typography>
        {actions}
      </Stack>
      {tree.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="users.permissions.empty" />
        </Typography>
      )}
      <Stack spacing={2}>
        {tree.map((group) => (
          <GroupSection
            key={group.id ?? 'ungrouped'}
            group={group}
            selected={selected}
            inherited={inheritedSet}
            readOnly={readOnly || saving}
            onChange={setSelected}
          />
        ))}
      </Stack>
      {tree.length > 0 && actions && (
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>{actions}</Box>
      )}
    </Box>
  );
}

interface SectionProps {
  selected: ReadonlySet<number>;
  inherited: ReadonlySet<number>;
  readOnly?: boolean;
  onChange: (next: Set<number>) => void;
}

function SelectAll({
  ids,
  labelId,
  name,
  selected,
  readOnly,
  onChange,
}: SectionProps & { ids: number[]; labelId: string; name: string }) {
  const t = useTranslate();
  const state = selectionState(ids, selected);
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={readOnly || ids.length === 0}
          onChange={(event) => onChange(setAll(selected, ids, event.target.checked))}
        />
      }
      label={t(labelId, { name })}
    />
  );
}

function GroupSection({ group, ...props }: SectionProps & { group: PermissionTreeGroup }) {
  const t = useTranslate();
  const name = useLocalName();
  const headingId = useId();
  const title = name(group.title, group.title_en) || t('users.permissions.ungrouped');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <SelectAll
          {...props}
          ids={permissionIdsOf(group)}
          labelId="users.permissions.select_group"
          name={title}
        />
      </Stack>
      {group.sub_groups.map((sub) => {
        const subTitle = name(sub.title, sub.title_en) || t('users.permissions.ungrouped');
        return (
          <Box key={sub.id ?? 'ungrouped'} sx={{ mt: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {subTitle}
            </Typography>
            {sub.modules.map((mod) => (
              <ModuleFieldset key={mod.module} module={mod} {...props} />
            ))}
          </Box>
        );
      })}
    </Paper>
  );
}

function ModuleFieldset({ module, ...props }: SectionProps & { module: PermissionTreeModule }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        pb: 1,
        pt: 0,
        m: 0,
        mb: 1.5,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ px: 0.5 }}>
        <SelectAll
          {...props}
          ids={permissionIdsOf(module)}
          labelId="users.permissions.select_module"
          name={module.module}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
          columnGap: 2,
        }}
      >
        {module.permissions.map((permission) => (
          <PermissionCheckbox key={permission.id} permission={permission} {...props} />
        ))}
      </Box>
    </Box>
  );
}

function PermissionCheckbox({
  permission,
  selected,
  inherited,
  readOnly,
  onChange,
}: SectionProps & { permission: PermissionTreeItem }) {
  const t = useTranslate();
  const descriptionId = useId();
  const viaRole = inherited.has(permission.id);
  return (
    <Box sx={{ minWidth: 0, pb: 0.5 }}>
      <FormControlLabel
        sx={{ mr: 0, minWidth: 0, wordBreak: 'break-word' }}
        control={
          <Checkbox
            checked={selected.has(permission.id)}
            disabled={readOnly}
            onChange={() => onChange(toggle(selected, permission.id))}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={permission.key}
      />
      <Typography
        id={descriptionId}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', pl: 4.25, mt: -0.75, wordBreak: 'break-all' }}
      >
        {permission.method} {permission.uri}
        {viaRole && ' · '}
        {viaRole && (
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t('users.permissions.inherited')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
