import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useRouteId } from '@platform/api-client';
import { useExamResult } from '@platform/exams-data-access';
import { ResultSummary } from '@platform/exams-ui';
import { PageTitle, RecordRoute } from '@platform/ui';

/** A result page of the assessment portal: its h1 over what was read (the result, or what to do without one). */
export function ResultPage({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId={titleId} />
      {children}
    </Box>
  );
}

/**
 * /exam-lesson-result/{id} and /exam-module-result/{id} (spec §2 assessment portal): the result of one of the caller's
 * closed attempts, by attempt id, through the engine's result call (the LMS issues hand out their lesson and module
 * exams as attempts of the same engine). Another youth's attempt, or one still open, is refused by the gateway.
 */
export function AttemptResultPage({ titleId }: { titleId: string }) {
  const id = useRouteId();
  return (
    <ResultPage titleId={titleId}>
      <RecordRoute id={id} useRecord={useExamResult} loadErrorId="assessments.result.load_error">
        {(result) => <ResultSummary result={result} />}
      </RecordRoute>
    </ResultPage>
  );
}

export const LessonResultPage = () => <AttemptResultPage titleId="assessments.result.lesson_title" />;
export const ModuleResultPage = () => <AttemptResultPage titleId="assessments.result.module_title" />;
