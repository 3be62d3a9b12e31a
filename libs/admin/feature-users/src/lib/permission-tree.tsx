import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PermissionTreeGroup, PermissionTreeItem } from '@platform/contract';
import { useTranslate, useLocalName } from '@platform/ui';
import {
  filterTree,
  isDirty,
  type PermissionSection,
  selectionForSave,
  selectionState,
  setAll,
  toggle,
  treePermissionIds,
} from './permission-selection';

export interface PermissionTreeAssignmentProps {
  tree: readonly PermissionTreeGroup[];
  /** The ids held now; when they change (saved), the selection starts over from them (open sections stay open). */
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

/** A permission's plain-language name (`permissions.key.<key>`); its key when the catalogue has none. */
export function usePermissionLabel(): (permission: Pick<PermissionTreeItem, 'key'>) => string {
  const intl = useIntl();
  return useCallback(
    (permission) => {
      const id = `permissions.key.${permission.key}`;
      return intl.messages[id] ? intl.formatMessage({ id }) : permission.key;
    },
    [intl],
  );
}

/**
 * THE permission assignment of the admin portal (users, roles, organisations): each permission named in plain words
 * (the technical key and route as secondary text), sections that open and close with "select all" per section and
 * group (checked, mixed or clear), and a search over names, keys and sections (issue 12 defect 13). One
 * implementation for every holder; the page decides what to load and where to save.
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
  const label = usePermissionLabel();
  const localName = useLocalName();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(value));
  const [held, setHeld] = useState(value);
  if (held !== value && isDirty(held, new Set(value))) {
    setHeld(value);
    setSelected(new Set(value));
  }
  const [saving, setSaving] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const total = useMemo(() => treePermissionIds(tree).length, [tree]);
  const inheritedSet = useMemo(() => new Set(inherited), [inherited]);
  const dirty = isDirty(value, selected);
  const shown = useMemo(
    () =>
      filterTree(tree, search, {
        permission: label,
        section: (node) => [node.title, node.title_en].filter((s): s is string => Boolean(s)),
      }),
    [tree, search, label],
  );
  const sectionCount = shown.reduce((n, group) => n + group.sections.length, 0);
  const allOpen = shown.every((group) => group.sections.every((s) => open.has(s.key)));

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
  const common = { selected, inherited: inheritedSet, readOnly: readOnly || saving, onChange: setSelected };

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
      {tree.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="users.permissions.empty" />
        </Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            type="search"
            size="small"
            label={t('users.permissions.search')}
            helperText={t('users.permissions.search_hint')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            sx={{ flex: '1 1 320px', maxWidth: { sm: 480 } }}
          />
          {search ? null : (
            <Button
              onClick={() =>
                setOpen(allOpen ? new Set() : new Set(shown.flatMap((g) => g.sections.map((s) => s.key))))
              }
              sx={{ flexShrink: 0 }}
            >
              <FormattedMessage id={allOpen ? 'users.permissions.close_all' : 'users.permissions.open_all'} />
            </Button>
          )}
        </Stack>
      )}
      {search ? (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage
            id={sectionCount === 0 ? 'users.permissions.no_match' : 'users.permissions.matches'}
            values={{ query: search, count: sectionCount }}
          />
        </Typography>
      ) : null}
      <Stack spacing={2}>
        {shown.map((group) => {
          const title =
            localName(group.group.title, group.group.title_en) || t('users.permissions.ungrouped');
          return (
            <GroupSection key={group.key} title={title} ids={group.ids} {...common}>
              {group.sections.map((section) => (
                <SubSection
                  key={section.key}
                  section={section}
                  title={localName(section.title, section.title_en) || t('users.permissions.ungrouped')}
                  open={Boolean(search) || open.has(section.key)}
                  onToggle={() =>
                    setOpen((now) => {
                      const next = new Set(now);
                      if (next.has(section.key)) next.delete(section.key);
                      else next.add(section.key);
                      return next;
                    })
                  }
                  label={label}
                  {...common}
                />
              ))}
            </GroupSection>
          );
        })}
      </Stack>
      {tree.length > 0 && actions && (
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>{actions}</Box>
      )}
    </Box>
  );
}

interface SelectionProps {
  selected: ReadonlySet<number>;
  inherited: ReadonlySet<number>;
  readOnly?: boolean;
  onChange: (next: Set<number>) => void;
}

function SelectAll({
  ids,
  name,
  selected,
  readOnly,
  onChange,
}: SelectionProps & { ids: number[]; name: string }) {
  const t = useTranslate();
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

function GroupSection({
  title,
  ids,
  children,
  ...props
}: SelectionProps & { title: string; ids: number[]; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <SelectAll {...props} ids={ids} name={title} />
      </Stack>
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>{children}</Stack>
    </Paper>
  );
}

/** One section (a sub group): a heading that opens and closes it, its count and "select all", its permissions. */
function SubSection({
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
  readOnly,
  onChange,
}: SelectionProps & { permission: PermissionTreeItem; label: string }) {
  const t = useTranslate();
  const descriptionId = useId();
  const viaRole = inherited.has(permission.id);
  return (
    <Box sx={{ minWidth: 0, pb: 0.5 }}>
      <FormControlLabel
        sx={{ mr: 0, minWidth: 0, alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={selected.has(permission.id)}
            disabled={readOnly}
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
      </Typography>
    </Box>
  );
}
