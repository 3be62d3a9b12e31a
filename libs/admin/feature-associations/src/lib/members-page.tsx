import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { defineListParams, listParam, useAddressList } from '@platform/api-client';
import {
  type AssociationMember,
  type AssociationMemberCounts,
  associationEndpoints as E,
  MEMBERSHIP_ACTION,
  MEMBERSHIP_STATUS,
  MEMBERSHIP_TYPES,
  type MembershipUpdateBody,
} from '@platform/contract';
import {
  FormDialog,
  FormSelect,
  FormSwitch,
  FormTextField,
  ListFilterBar,
  ListSearchField,
  listColumns,
  PageTitle,
  ServerList,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { membershipUpdateSchema } from '@platform/validation';
import { useState } from 'react';
import { useAssociationMemberCounts, useMembershipActions } from './associations-data';

const COLUMNS = listColumns('association_members.col', [
  'organization',
  'association',
  'type',
  'membership_id',
  'renewal',
  'flags',
  'actions',
]);

/** The search and page live in the address (`/association-members?search=tech&page=2`). */
const MEMBERS = defineListParams({ params: { search: listParam.text() }, pageSizes: [10, 25, 50] });

const COUNTS: (keyof AssociationMemberCounts)[] = [
  'members',
  'general',
  'associate',
  'lifetime',
  'patron',
  'applications',
];

/** The report counts of spec §3: members by type, lifetime and patron, and the applications waiting. */
function MemberCounts() {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const { data } = useAssociationMemberCounts();
  if (!data) return null;
  return (
    <Stack
      component="dl"
      aria-label={t('association_members.counts.label')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 3, my: 2 }}
    >
      {COUNTS.map((key) => (
        <div key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`association_members.counts.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {formatNumber(data[key])}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

function MemberRow({ member: m, onEdit }: { member: AssociationMember; onEdit: () => void }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatNumber } = useFormatters();
  const title = name(m.organization_title, m.organization_title_en);
  const flags = [
    m.is_lifetime ? t('association_members.flag.lifetime') : null,
    m.is_patron ? t('association_members.flag.patron') : null,
  ].filter(Boolean);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {title}
      </TableCell>
      <TableCell>{name(m.association_title, m.association_title_en)}</TableCell>
      <TableCell>{t(`associations.type.${m.membership_type}`)}</TableCell>
      <TableCell>{m.membership_id ?? '—'}</TableCell>
      <TableCell>
        {m.last_renewal_year == null ? '—' : formatNumber(m.last_renewal_year, { useGrouping: false })}
      </TableCell>
      <TableCell>{flags.length ? flags.join(', ') : '—'}</TableCell>
      <TableCell>
        {m.actions.includes(MEMBERSHIP_ACTION.EDIT) ? (
          <Button size="small" onClick={onEdit} aria-label={t('association_members.edit', { title })}>
            {t('association_members.edit_short')}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

const EMPTY: MembershipUpdateBody = {
  membership_type: 'general',
  is_lifetime: false,
  is_patron: false,
  membership_id: null,
  last_renewal_year: null,
};

/** What the edit form starts from: the member's stored values. */
const valuesOf = (m: AssociationMember): MembershipUpdateBody => ({
  membership_type: m.membership_type,
  is_lifetime: m.is_lifetime,
  is_patron: m.is_patron,
  membership_id: m.membership_id,
  last_renewal_year: m.last_renewal_year,
});

/**
 * `/association-members`: the association's members with their counts, server-paged and searchable by name; a member's
 * type, lifetime and patron flags, membership id and last renewal year are edited in a dialog that states its rules.
 */
export function AssociationMembersPage() {
  const t = useTranslate();
  const name = useLocalName();
  const toast = useToast();
  const { list, result: members } = useAddressList(MEMBERS, E.associationMembers, {
    toQuery: (query) => ({ ...query, status: MEMBERSHIP_STATUS.APPROVED }),
  });
  const { update } = useMembershipActions();
  const [editing, setEditing] = useState<AssociationMember | null>(null);

  async function save(member: AssociationMember, body: MembershipUpdateBody) {
    await update.trigger({ params: { id: member.id }, body });
    toast.success('associations.success.updated');
    setEditing(null);
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="association_members.title" />
      <Typography sx={{ mb: 1 }}>{t('association_members.intro')}</Typography>
      <MemberCounts />
      <ServerList<AssociationMember>
        result={members}
        paging={list.paging}
        labelPrefix="association_members"
        loadingId="association_members.loading"
        columns={COLUMNS}
        filters={
          <ListFilterBar>
            <ListSearchField
              labelId="association_members.search"
              submitId="association_members.search_submit"
              search={list.search}
            />
          </ListFilterBar>
        }
        renderRow={(m) => <MemberRow key={m.id} member={m} onEdit={() => setEditing(m)} />}
      />
      <FormDialog<MembershipUpdateBody>
        open={editing !== null}
        titleId="association_members.edit_title"
        titleValues={{
          title: editing ? name(editing.organization_title, editing.organization_title_en) : '',
        }}
        introId="association_members.form.rules"
        submitLabelId="association_members.save"
        busy={update.isMutating}
        onClose={() => setEditing(null)}
        schema={membershipUpdateSchema}
        defaultValues={editing ? valuesOf(editing) : EMPTY}
        onSubmit={(v) => (editing ? save(editing, v) : undefined)}
      >
        <FormSelect
          name="membership_type"
          labelId="association_members.field.membership_type"
          required
          options={MEMBERSHIP_TYPES.map((type) => ({ value: type, labelId: `associations.type.${type}` }))}
        />
        <FormSwitch name="is_lifetime" labelId="association_members.field.is_lifetime" />
        <FormSwitch name="is_patron" labelId="association_members.field.is_patron" />
        <FormTextField name="membership_id" labelId="association_members.field.membership_id" />
        <FormTextField
          name="last_renewal_year"
          labelId="association_members.field.last_renewal_year"
          inputMode="numeric"
        />
      </FormDialog>
    </Container>
  );
}
