import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LockerDocumentBody } from '@platform/contract';
import { useAddLockerDocument } from '@platform/youth-data-access-locker';
import { lockerDocumentSchema } from '@platform/validation';
import { Form, useToast, useTranslate } from '@platform/ui';
import { LockerFileField, TitleAndCategoryFields } from './locker-fields';

const EMPTY: LockerDocumentBody = { file_id: '', title: '', category: 'other' };

/** "Add a document": its rules first, then the file, the title and the category. */
export function AddDocumentForm() {
  const t = useTranslate();
  const toast = useToast();
  const add = useAddLockerDocument();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="locker-add-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="locker-add-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('locker_pages.add.title')}
      </Typography>
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
    </Paper>
  );
}
