import Button from '@mui/material/Button';
import type { LockerDocumentBody } from '@platform/contract';
import { useAddLockerDocument } from '@platform/youth-data-access-locker';
import { lockerDocumentSchema } from '@platform/validation';
import { Form, PaperSection, useToast, useTranslate } from '@platform/ui';
import { LockerFileField, TitleAndCategoryFields } from './locker-fields';

const EMPTY: LockerDocumentBody = { file_id: '', title: '', category: 'other' };

/** "Add a document": its rules first, then the file, the title and the category. */
export function AddDocumentForm() {
  const t = useTranslate();
  const toast = useToast();
  const add = useAddLockerDocument();
  return (
    <PaperSection title={t('locker_pages.add.title')} sx={{ mb: 3 }}>
      <Form<LockerDocumentBody>
        labelId="locker_pages.add.title"
        rulesId="locker_pages.add.rules"
        schema={lockerDocumentSchema}
        defaultValues={EMPTY}
        onSubmit={async (body, form) => {
          await add.trigger({ body });
          toast.success('locker.success.created');
          form.reset(EMPTY);
        }}
      >
        <LockerFileField />
        <TitleAndCategoryFields />
        <Button type="submit" variant="contained" disabled={add.isMutating} sx={{ mt: 1 }}>
          {t('locker_pages.add.submit')}
        </Button>
      </Form>
    </PaperSection>
  );
}
