import Button from '@mui/material/Button';
import { useRouteId } from '@platform/api-client';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RplBatch, RplCandidate, RplMarkBody } from '@platform/contract';
import {
  useAssessorRplBatch,
  useAssessorRplBatches,
  useCertifyRplBatch,
  useMarkRplCandidate,
} from '@platform/lms-data-access-rpl';
import { rplMarkSchema } from '@platform/validation';
import {
  Form,
  FormTextField,
  listColumns,
  PageTitle,
  ServerList,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { CandidateStatus, RplBatchFrame, RplBatchList } from '@platform/ui-rpl';

/** `/rpl-assessment` (mark_rpl_batch): the caller's own batches as their assessor. */
export function AssessorBatchesPage() {
  const batches = useAssessorRplBatches();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="rpl.assessor.title" />
      <RplBatchList
        result={batches}
        labelPrefix="rpl.assessor.batches"
        linkTo={(b) => `/rpl-assessment/${b.id}`}
      />
    </Container>
  );
}

/**
 * `/rpl-assessment/{id}`: the assessor marks each candidate's score in percent (the rule is stated first); the gateway
 * decides passed or failed from the level's passing score and answers the batch, shown as it comes back. Certifying
 * the results turns passed into certified (with a certificate) and failed into not certified.
 */
export function MarkingPage() {
  const t = useTranslate();
  const toast = useToast();
  const certify = useCertifyRplBatch();
  return (
    <RplBatchFrame titleId="rpl.assessor.batch_title" result={useAssessorRplBatch(useRouteId() ?? 0)}>
      {(data) => (
        <>
          <Typography id="rpl-mark-rules" sx={{ mb: 2 }}>
            {t('rpl.assessor.rules', { score: data.level.passing_score })}
          </Typography>
          <ServerList<RplCandidate>
            result={{ data: data.candidates, isLoading: false, isValidating: false, mutate: () => undefined }}
            labelPrefix="rpl.batch.candidates"
            rowKey={(c) => c.application_id}
            columns={listColumns('rpl.batch.col', ['youth', 'status', 'marks'])}
            renderRow={(c) => <CandidateRow key={c.application_id} batch={data} candidate={c} />}
          />
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={data.marked === 0 || certify.isMutating}
            onClick={async () => {
              try {
                await certify.trigger({ params: { id: data.id } });
                toast.success('rpl.assessor.certified');
              } catch (e) {
                toast.error(e);
              }
            }}
          >
            {t('rpl.assessor.certify', { count: data.marked })}
          </Button>
        </>
      )}
    </RplBatchFrame>
  );
}

function CandidateRow({ batch, candidate: c }: { batch: RplBatch; candidate: RplCandidate }) {
  const t = useTranslate();
  const name = useLocalName();
  const toast = useToast();
  const mark = useMarkRplCandidate();
  const who = name(c.youth_name, c.youth_name_en);
  return (
    <TableRow>
      <TableCell>{who}</TableCell>
      <TableCell>
        <CandidateStatus status={c.status} />
      </TableCell>
      <TableCell>
        {c.status === 'submitted' ? (
          <Form<RplMarkBody>
            labelId="rpl.assessor.mark_form"
            schema={rplMarkSchema}
            defaultValues={{ score: undefined, cgpa: null }}
            onSubmit={async (body) => {
              await mark.trigger({ params: { id: batch.id, applicationId: c.application_id }, body });
              toast.success('rpl.assessor.marked');
            }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                name="score"
                labelId="rpl.assessor.score"
                labelValues={{ name: who }}
                required
                inputMode="decimal"
                size="small"
              />
              <FormTextField
                name="cgpa"
                labelId="rpl.assessor.cgpa"
                labelValues={{ name: who }}
                inputMode="decimal"
                size="small"
              />
              <Button type="submit" variant="outlined" disabled={mark.isMutating}>
                {t('rpl.assessor.save', { name: who })}
              </Button>
            </Stack>
          </Form>
        ) : (
          <Typography>{c.score === null ? '—' : t('rpl.mine.score', { score: c.score })}</Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
