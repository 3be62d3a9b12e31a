import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  AssociationBadge,
  YouthApprovalRequestBody,
  YouthAssociationApproval,
} from '@platform/contract';
import {
  ContentLoader,
  Form,
  FormSelect,
  LoadErrorAlert,
  PaperSection,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { AssociationBadges } from '@platform/ui-cv';
import { youthApprovalRequestSchema } from '@platform/validation';
import { useMyAssociationApprovals, useRequestAssociationApproval } from '@platform/youth-data-access-cv';

const EMPTY = { industry_association_id: null } as unknown as YouthApprovalRequestBody;
const CHIP_COLOR = {
  applied: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
} as const;
/** After these the youth may ask again, and sees the reason given (ADR 0104, 0110). */
const CLOSED = new Set<string | null>([null, 'rejected', 'withdrawn']);

/** The associations the youth asked, with the state of each and the reason of a rejection or a withdrawal. */
function Requests({ asked }: { asked: YouthAssociationApproval[] }) {
  const t = useTranslate();
  const name = useLocalName();
  if (!asked.length) return null;
  return (
    <List dense disablePadding>
      {asked.map((a) => (
        <ListItem key={a.industry_association_id} disableGutters>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <span>{name(a.association_title, a.association_title_en)}</span>
                {a.status ? (
                  <Chip
                    size="small"
                    color={CHIP_COLOR[a.status]}
                    label={t(`association_approval.status.${a.status}`)}
                  />
                ) : null}
              </Stack>
            }
            secondary={
              a.status && CLOSED.has(a.status) && a.rejection_reason
                ? t('association_approval.reason', { reason: a.rejection_reason })
                : null
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

function ApprovalForm({ open }: { open: YouthAssociationApproval[] }) {
  const t = useTranslate();
  const toast = useToast();
  const name = useLocalName();
  const request = useRequestAssociationApproval();
  if (!open.length) return null;
  return (
    <Form<YouthApprovalRequestBody>
      // a request sent takes its association out of the options: a new form, so no value points at a gone option
      key={open.map((a) => a.industry_association_id).join()}
      schema={youthApprovalRequestSchema}
      labelId="association_approval.title"
      rulesId="association_approval.rules"
      defaultValues={EMPTY}
      onSubmit={async (body) => {
        await request.trigger({ body });
        toast.success('association_approval.success.requested');
      }}
    >
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <FormSelect
          name="industry_association_id"
          labelId="association_approval.field.industry_association_id"
          required
          options={open.map((a) => ({
            value: a.industry_association_id,
            label: name(a.association_title, a.association_title_en),
          }))}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={request.isMutating}>
            {t('association_approval.request')}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}

/**
 * "Association approval" on /my-cv (spec §6, ADR 0104): the badges of the associations that approved the youth, the
 * state of each request (with a rejection's reason), and the request to one more association — those with an open
 * request or an approval are not offered (the gateway refuses them too).
 */
export function AssociationApprovalPanel({ badges }: { badges: readonly AssociationBadge[] | undefined }) {
  const t = useTranslate();
  const { data, error, isLoading, mutate } = useMyAssociationApprovals();
  let body = <ContentLoader />;
  if (data) {
    const asked = data.filter((a) => a.status != null);
    const open = data.filter((a) => CLOSED.has(a.status));
    body = data.length ? (
      <Stack spacing={2}>
        <Requests asked={asked} />
        <ApprovalForm open={open} />
      </Stack>
    ) : (
      <Typography>{t('association_approval.none')}</Typography>
    );
  } else if (error && !isLoading)
    body = (
      <LoadErrorAlert messageId="association_approval.load_error" mb={0} onRetry={() => void mutate()} />
    );
  return (
    <PaperSection title={t('association_approval.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('association_approval.intro')}
      </Typography>
      {/* the badges come with the CV: shown while the requests load */}
      <Box sx={{ mb: badges?.length ? 2 : 0 }}>
        <AssociationBadges badges={badges} />
      </Box>
      {body}
    </PaperSection>
  );
}
