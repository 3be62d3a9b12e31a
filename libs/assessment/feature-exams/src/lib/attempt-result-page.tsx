import Box from '@mui/material/Box';
import { useRouteId } from '@platform/api-client';
import { useExamResult } from '@platform/exams-data-access';
import { ResultSummary } from '@platform/exams-ui';
import { ContentLoader, LoadErrorAlert, PageTitle } from '@platform/ui';

/**
 * /exam-lesson-result/{id} and /exam-module-result/{id} (spec §2 assessment portal): the result of one of the caller's
 * closed attempts, by attempt id, through the engine's result call (the LMS issues hand out their lesson and module
 * exams as attempts of the same engine). Another youth's attempt, or one still open, is refused by the gateway.
 */
export function AttemptResultPage({ titleId }: { titleId: string }) {
  const id = useRouteId();
  const result = useExamResult(id);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId={titleId} />
      {result.error ? (
        <LoadErrorAlert messageId="assessments.result.load_error" onRetry={() => void result.mutate()} />
      ) : !result.data ? (
        <ContentLoader />
      ) : (
        <ResultSummary result={result.data} />
      )}
    </Box>
  );
}

export const LessonResultPage = () => <AttemptResultPage titleId="assessments.result.lesson_title" />;
export const ModuleResultPage = () => <AttemptResultPage titleId="assessments.result.module_title" />;
