import { useState } from 'react';
import { collectPages, isApiError, useApiClient } from '@platform/api-client';
import { type CourseTraineeListQuery, courseTraineeEndpoints as T, PAGE_SIZE_MAX } from '@platform/contract';
import { type ListColumn, saveFile, useFormatters, useLocalName, useToast, useTranslate } from '@platform/ui';

/** An export stops after this many pages of PAGE_SIZE_MAX rows and says so. */
const EXPORT_MAX_PAGES = 100;

/**
 * The .xlsx export of every trainee the list's filters select (all pages), in the reader's language; its header row
 * is the list's `columns` but the actions.
 */
export function useTraineeExport(
  courseId: number | null,
  query: CourseTraineeListQuery,
  columns: readonly ListColumn[],
) {
  const t = useTranslate();
  const toast = useToast();
  const client = useApiClient();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const [exporting, setExporting] = useState(false);

  async function exportRows() {
    if (courseId === null) return;
    setExporting(true);
    try {
      const sheet = await import('./trainees-sheet');
      const { rows: all, total } = await collectPages(
        (page) =>
          client.list(T.courseTrainees, {
            params: { id: courseId },
            query: { ...query, page, page_size: PAGE_SIZE_MAX },
          }),
        EXPORT_MAX_PAGES,
      );
      const header = columns.filter((c) => c.key !== 'actions').map((c) => t(c.labelId));
      const rows = all.map((r) => [
        name(r.name, r.name_en),
        name(r.batch_title, r.batch_title_en),
        t(`course_trainees.status.${r.status}`),
        r.enrolled_at ? formatDate(r.enrolled_at) : null,
        r.progress_percent,
        r.completed_at ? formatDate(r.completed_at) : null,
        t('course_trainees.quizzes', {
          passed: r.quizzes_passed,
          total: r.quizzes_total,
          taken: r.quizzes_taken,
        }),
      ]);
      saveFile(await sheet.traineesBlob(header, rows), `trainees-${courseId}.xlsx`);
      if (all.length < total) toast.warning('course_trainees.export.truncated', { count: all.length, total });
      else toast.success('course_trainees.export.done', { count: all.length });
    } catch (failure) {
      toast.error(isApiError(failure) ? failure : 'course_trainees.export.failed');
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportRows };
}
