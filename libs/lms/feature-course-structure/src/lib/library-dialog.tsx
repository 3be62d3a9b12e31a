import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, useLookup } from '@platform/api-client';
import { libraryContentLookup, useImportLibraryContent } from '@platform/lms-data-access-courses';
import { LookupAutocomplete, resolveMessage, useToast, useTranslate } from '@platform/ui';
import { msg, VALIDATION_MESSAGES as V } from '@platform/validation';

/**
 * Copies one of the institute's library contents (`/existing-content`; issue 15 item 3, ADR 0091) to the end of a
 * lesson: the rule first, the content searched by name or keyword, the gateway's refusal (a content lacking what its
 * type needs) on the field. The copy is the lesson's own: editing the library later does not change it.
 */
export function LibraryDialog({
  lessonId,
  lessonName,
  onClose,
}: {
  lessonId: number;
  lessonName: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const titleId = useId();
  const rulesId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const lookup = useLookup(libraryContentLookup, { value: chosen });
  const importing = useImportLibraryContent();
  const problemText = (() => {
    const m = problem ? resolveMessage(problem) : null;
    return m ? t(m.id, m.values) : undefined;
  })();

  async function submit() {
    if (chosen === null) {
      setProblem(msg(V.required));
      return;
    }
    try {
      await importing.trigger({ params: { id: lessonId }, body: { library_content_id: chosen } });
      toast.success('course_library.imported');
      onClose();
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors.library_content_id?.[0] : undefined;
      if (field) setProblem(field);
    }
  }

  return (
    <Dialog
      open
      onClose={importing.isMutating ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('course_library.import_to', { name: lessonName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={rulesId} sx={{ mb: 2 }}>
          {t('course_library.rules')}{' '}
          <Link component={RouterLink} to="/existing-content">
            {t('course_library.open_library')}
          </Link>
        </DialogContentText>
        <LookupAutocomplete
          lookup={lookup}
          labelId="course_library.content"
          required
          value={chosen}
          errorText={problemText}
          onChange={(id) => {
            setChosen(id);
            setProblem(null);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importing.isMutating}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={importing.isMutating}>
          {t('course_library.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
