import Button from '@mui/material/Button';
import { useRouteId } from '@platform/api-client';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RplApplicationAdmin, RplBatch, RplCandidate } from '@platform/contract';
import {
  usePlaceRplApplications,
  useRplApplicationsAdmin,
  useRplBatch,
} from '@platform/admin-data-access-rpl';
import {
  listColumns,
  PaperSection,
  ServerList,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { CandidateStatus, RplBatchFrame } from '@platform/ui-rpl';

/** `/rpl-batches/{id}` (manage_rpl_batch): the batch, its candidates, and submitted applications to place in it. */
export function RplBatchPage() {
  return (
    <RplBatchFrame titleId="rpl.batch.title" result={useRplBatch(useRouteId() ?? 0)}>
      {(batch) => (
        <>
          <Candidates batch={batch} />
          <PlaceApplications batch={batch} />
        </>
      )}
    </RplBatchFrame>
  );
}

function Candidates({ batch }: { batch: RplBatch }) {
  const name = useLocalName();
  return (
    <ServerList<RplCandidate>
      result={{ data: batch.candidates, isLoading: false, isValidating: false, mutate: () => undefined }}
      labelPrefix="rpl.batch.candidates"
      rowKey={(c) => c.application_id}
      columns={listColumns('rpl.batch.col', ['youth', 'status', 'score'], ['score'])}
      renderRow={(c) => (
        <TableRow key={c.application_id}>
          <TableCell>{name(c.youth_name, c.youth_name_en)}</TableCell>
          <TableCell>
            <CandidateStatus status={c.status} />
          </TableCell>
          <TableCell align="right">{c.score === null ? '—' : `${c.score}%`}</TableCell>
        </TableRow>
      )}
    />
  );
}

/** The submitted applications of the batch's level not in a batch yet, chosen with checkboxes and placed at once. */
function PlaceApplications({ batch }: { batch: RplBatch }) {
  const t = useTranslate();
  const title = useLocalTitle();
  const name = useLocalName();
  const toast = useToast();
  const { formatDate } = useFormatters();
  const waiting = useRplApplicationsAdmin({
    status: 'submitted',
    unbatched: 'true',
    rpl_level_id: batch.level.id,
  });
  const place = usePlaceRplApplications();
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <PaperSection title={t('rpl.batch.place_title')} sx={{ mt: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('rpl.batch.place_rules', { level: `${title(batch.occupation)}, ${title(batch.level)}` })}
      </Typography>
      <ServerList<RplApplicationAdmin>
        result={waiting}
        labelPrefix="rpl.batch.waiting"
        columns={[
          { key: 'choose', labelId: 'rpl.batch.col.choose', padding: 'checkbox' },
          ...listColumns('rpl.batch.col', ['youth', 'applied']),
        ]}
        renderRow={(a) => {
          const who = name(a.youth_name, a.youth_name_en);
          return (
            <TableRow key={a.id}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.includes(a.id)}
                  onChange={() => toggle(a.id)}
                  slotProps={{ input: { 'aria-label': t('rpl.batch.choose', { name: who }) } }}
                />
              </TableCell>
              <TableCell>{who}</TableCell>
              <TableCell>{formatDate(a.created_at)}</TableCell>
            </TableRow>
          );
        }}
      />
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={chosen.length === 0 || place.isMutating}
        onClick={async () => {
          try {
            await place.trigger({ params: { id: batch.id }, body: { application_ids: chosen } });
            toast.success('rpl.batches.placed');
            setChosen([]);
          } catch (e) {
            toast.error(e);
          }
        }}
      >
        {t('rpl.batch.place', { count: chosen.length })}
      </Button>
    </PaperSection>
  );
}
