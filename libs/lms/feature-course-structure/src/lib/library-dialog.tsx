import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { formLookup } from '@platform/api-client';
import type { LibraryImportBody } from '@platform/contract';
import { libraryContentLookup, useImportLibraryContent } from '@platform/lms-data-access-courses';
import { FormDialog, FormLookupField, useToast, useTranslate } from '@platform/ui';
import { libraryImportSchema } from '@platform/validation';

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
  const importing = useImportLibraryContent();

  async function save(body: LibraryImportBody) {
    await importing.trigger({ params: { id: lessonId }, body });
    toast.success('course_library.imported');
    onClose();
  }

  return (
    <FormDialog<LibraryImportBody>
      titleId="course_library.import_to"
      titleValues={{ name: lessonName }}
      submitLabelId="course_library.submit"
      busy={importing.isMutating}
      onClose={onClose}
      schema={libraryImportSchema}
      defaultValues={{ library_content_id: null as unknown as number }}
      onSubmit={save}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('course_library.rules')}{' '}
        <Link component={RouterLink} to="/existing-content">
          {t('course_library.open_library')}
        </Link>
      </DialogContentText>
      <FormLookupField
        name="library_content_id"
        useLookup={formLookup(libraryContentLookup)}
        labelId="course_library.content"
        required
      />
    </FormDialog>
  );
}
