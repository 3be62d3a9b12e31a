import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formLookup, resourceLookup } from '@platform/api-client';
import { type AssociationMember, MEMBERSHIP_TYPES, type MembershipApplicationBody } from '@platform/contract';
import { industryAssociations } from '@platform/resources';
import {
  Form,
  FormLookupField,
  FormSelect,
  listColumns,
  PageTitle,
  ServerList,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { membershipApplicationSchema } from '@platform/validation';
import { useMyMemberships } from './associations-data';

const COLUMNS = listColumns('association_membership.col', ['association', 'type', 'status', 'applied']);

const useAssociationLookup = formLookup(resourceLookup(industryAssociations, { activeOnly: true }));

const EMPTY = {
  industry_association_id: null,
  membership_type: 'general',
} as unknown as MembershipApplicationBody;

function MembershipRow({ member: m }: { member: AssociationMember }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name(m.association_title, m.association_title_en)}
      </TableCell>
      <TableCell>{t(`associations.type.${m.membership_type}`)}</TableCell>
      <TableCell>
        {t(`associations.status.${m.status}`)}
        {m.rejection_reason ? (
          <Typography variant="body2" color="text.secondary">
            {t('association_membership.reason', { reason: m.rejection_reason })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{formatDate(m.applied_at)}</TableCell>
    </TableRow>
  );
}

/**
 * `/association-membership`: an organisation's memberships of industry associations (with a rejection's reason), and
 * its application to join one more (the organisation is the caller's; the gateway refuses a second open one).
 */
export function AssociationMembershipPage() {
  const t = useTranslate();
  const toast = useToast();
  const mine = useMyMemberships();
  const { apply } = mine;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="association_membership.title" />
      <Typography sx={{ mb: 2 }}>{t('association_membership.intro')}</Typography>
      <ServerList<AssociationMember>
        result={mine.list}
        labelPrefix="association_membership"
        loadingId="association_membership.loading"
        columns={COLUMNS}
        renderRow={(m) => <MembershipRow key={m.id} member={m} />}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
        {t('association_membership.apply_title')}
      </Typography>
      <Form<MembershipApplicationBody>
        schema={membershipApplicationSchema}
        labelId="association_membership.apply_title"
        rulesId="association_membership.rules"
        defaultValues={EMPTY}
        onSubmit={async (body, form) => {
          await apply.trigger({ body });
          toast.success('associations.success.applied');
          form.reset(EMPTY);
        }}
      >
        <Stack spacing={1} sx={{ maxWidth: 560 }}>
          <FormLookupField
            name="industry_association_id"
            useLookup={useAssociationLookup}
            labelId="association_membership.field.industry_association_id"
            required
          />
          <FormSelect
            name="membership_type"
            labelId="association_membership.field.membership_type"
            required
            options={MEMBERSHIP_TYPES.map((type) => ({ value: type, labelId: `associations.type.${type}` }))}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={apply.isMutating}>
              {t('association_membership.apply')}
            </Button>
          </Box>
        </Stack>
      </Form>
    </Container>
  );
}
