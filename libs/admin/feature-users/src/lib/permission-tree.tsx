import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PermissionTreeGroup, PermissionTreeItem } from '@platform/contract';
import { useLocalName, useTranslate } from '@platform/ui';
import { filterTree, isDirty, selectionForSave, treePermissionIds } from './permission-selection';
import { GroupSection, SubSection } from './permission-tree-parts';

export interface PermissionTreeAssignmentProps {
  tree: readonly PermissionTreeGroup[];
  /** The ids held now; when they change (saved), the selection starts over from them (open sections stay open). */
  value: readonly number[];
  /** Ids held anyway through a role or organisation: marked, still assignable directly. */
  inherited?: readonly number[];
  /**
   * The only ids the holder may be given (the grant of a user's institute, ADR 0123): the others are greyed out with
   * the reason, and "select all" leaves them out. Absent or null: every id.
   */
  grant?: readonly number[] | null;
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
  grant = null,
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
  const blocked = useMemo(() => {
    if (!grant) return new Set<number>();
    const allowed = new Set(grant);
    return new Set(treePermissionIds(tree).filter((id) => !allowed.has(id)));
  }, [grant, tree]);
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
  const common = {
    selected,
    inherited: inheritedSet,
    blocked,
    readOnly: readOnly || saving,
    onChange: setSelected,
  };

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
