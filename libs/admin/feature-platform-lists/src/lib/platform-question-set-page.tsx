import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useEndpointMutation, useRouteId } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  ASSESSMENT_PERMISSIONS,
  endpoints,
  JOB_PERMISSIONS,
  type PlatformQuestionSetDetail,
} from '@platform/contract';
import {
  ConfirmDialog,
  FactList,
  PageTitle,
  RecordRoute,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { usePlatformQuestionSet } from './platform-assessment-data';
import { useOwnerOf } from './platform-question-sets-page';

export function PlatformQuestionSetRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformQuestionSets]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={usePlatformQuestionSet}
        loadErrorId="platform_question_sets.detail.load_error"
        notFoundId="platform_question_sets.detail.not_found"
      >
        {(set) => <PlatformQuestionSetPage set={set} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/**
 * Activate or deactivate the set (spec "question sets have a status change"): the domain's own call
 * (`questionSetStatus`, manage_question_bank), asked first; the gateway's rule ("exactly, at least or at most N
 * questions") or success is the toast.
 */
function StatusAction({ set }: { set: PlatformQuestionSetDetail }) {
  const t = useTranslate();
  const name = useLocalName();
  const toast = useToast();
  const change = useEndpointMutation(endpoints.questionSetStatus);
  const [open, setOpen] = useState(false);
  const next = set.row_status === 1 ? 0 : 1;
  const action = next === 1 ? 'activate' : 'deactivate';
  const confirm = async () => {
    try {
      await change.trigger({ params: { id: set.id }, body: { row_status: next } });
      toast.success('assessments.success.status_changed');
    } catch (e) {
      toast.error(e);
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={next === 0 ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {t(`platform_question_sets.${action}.button`)}
      </Button>
      <ConfirmDialog
        open={open}
        titleId={`platform_question_sets.${action}.title`}
        messageId={`platform_question_sets.${action}.body`}
        messageValues={{ name: name(set.title, set.title_en) }}
        confirmLabelId={`platform_question_sets.${action}.button`}
        destructive={next === 0}
        loading={change.isMutating}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** `/platform-question-sets/:id` (ADR 0122): the set's bank, owner, rule and questions; activate or deactivate it. */
export function PlatformQuestionSetPage({ set }: { set: PlatformQuestionSetDetail }) {
  const t = useTranslate();
  const name = useLocalName();
  const ownerOf = useOwnerOf();
  const { formatDate, formatNumber } = useFormatters();
  const { hasPermission } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/platform-question-sets">
        {t('platform_question_sets.detail.back')}
      </Link>
      <PageTitle
        titleId="platform_question_sets.detail.title"
        values={{ title: name(set.title, set.title_en) }}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" variant="outlined" label={t(`enums.row_status.${set.row_status}`)} />
        {hasPermission(ASSESSMENT_PERMISSIONS.manageQuestionBank) ? <StatusAction set={set} /> : null}
      </Stack>
      <FactList
        keepEmpty
        rows={[
          [t('platform_question_sets.detail.bank'), name(set.bank_title, set.bank_title_en)],
          [
            t('platform_question_sets.col.owner'),
            `${ownerOf(set)} (${t(`platform_question_sets.owner.${set.owner}`)})`,
          ],
          [t('platform_question_sets.col.category'), t(`assessments.area.${set.category}`)],
          [t('platform_question_sets.detail.type'), t(`assessments.set_type.${set.set_type}`)],
          [
            t('platform_question_sets.col.rule'),
            t('platform_question_sets.rule', {
              rule: t(`assessments.count_rule.${set.count_rule}`),
              count: set.count,
            }),
          ],
          [t('platform_question_sets.detail.lessons'), formatNumber(set.used_by_lessons)],
          [t('platform_question_sets.detail.updated'), formatDate(set.updated_at)],
        ]}
      />
      <Box component="section" sx={{ mt: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('platform_question_sets.detail.questions', { count: set.question_list.length })}
        </Typography>
        {set.question_list.length ? (
          <List dense disablePadding>
            {set.question_list.map((q) => (
              <ListItem key={q.id} disableGutters divider>
                <ListItemText
                  primary={name(q.title, q.title_en)}
                  secondary={`${t(`assessments.question_type.${q.question_type}`)} · ${t(
                    'platform_question_sets.detail.marks',
                    { marks: q.marks },
                  )}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('platform_question_sets.detail.no_questions')}</Typography>
        )}
      </Box>
    </Container>
  );
}
