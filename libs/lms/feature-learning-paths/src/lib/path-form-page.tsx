import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { publicLookup, useLookup, useRouteId } from '@platform/api-client';
import type { LearningPath, LearningPathBody } from '@platform/contract';
import {
  useCreateLearningPath,
  useDeleteLearningPath,
  useLearningPath,
  useUpdateLearningPath,
} from '@platform/lms-data-access-learning-paths';
import {
  DeleteDialog,
  FormLookupAutocomplete,
  FormSwitch,
  FormTextField,
  FormTitleFields,
  RecordFormPage,
  RecordRoute,
  useFormLookupOptions,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { learningPathSchema } from '@platform/validation';
import { PathCoursesField } from './path-courses-field';

/** What the form holds: the body, with blanks as '' while editing (the schema reads them as nothing). */
function defaults(p: LearningPath | null): LearningPathBody {
  return {
    title: p?.title ?? '',
    title_en: p?.title_en ?? '',
    description: p?.description ?? '',
    description_en: p?.description_en ?? '',
    occupation_id: p?.occupation_id ?? (null as unknown as number),
    published: p?.published ?? false,
    course_ids: p?.courses.map((c) => c.course_id) ?? [],
  };
}

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } };

function OccupationField({ known }: { known: LearningPath | null }) {
  const lookup = useLookup(publicLookup('occupations'), {
    ...useFormLookupOptions('occupation_id'),
    known: known
      ? [{ id: known.occupation_id, title: known.occupation_title, title_en: known.occupation_title_en }]
      : [],
  });
  return (
    <FormLookupAutocomplete
      name="occupation_id"
      lookup={lookup}
      labelId="learning_paths.field.occupation"
      required
    />
  );
}

/**
 * The learning-path form page: the rules are said before the first error; the shared schema checks them before the
 * call and the gateway's field errors land on the same fields. The course order is saved with the rest; an existing
 * path can be deleted under the form.
 */
function PathFormPage({ path }: { path: LearningPath | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateLearningPath();
  const update = useUpdateLearningPath();

  async function save(values: LearningPathBody) {
    if (path) await update.trigger({ params: { id: path.id }, body: values });
    else await create.trigger({ body: values });
    toast.success('learning_paths.success.saved');
    navigate('/learning-paths');
  }

  return (
    <RecordFormPage<LearningPathBody>
      links={[{ to: '/learning-paths', labelId: 'learning_paths.form.back' }]}
      titleId={path ? 'learning_paths.form.edit_title' : 'learning_paths.form.create_title'}
      formKey={path?.updated_at ?? 'new'}
      schema={learningPathSchema}
      defaultValues={defaults(path)}
      onSubmit={save}
      labelId="learning_paths.form.label"
      rulesId="learning_paths.form.rules"
      saveId="learning_paths.form.save"
      busy={create.isMutating || update.isMutating}
      after={path ? <DeletePath path={path} /> : null}
    >
      <Box sx={grid}>
        <FormTitleFields prefix="learning_paths.field" />
        <FormTextField name="description" labelId="learning_paths.field.description" multiline minRows={2} />
        <FormTextField
          name="description_en"
          labelId="learning_paths.field.description_en"
          multiline
          minRows={2}
        />
      </Box>
      <OccupationField known={path} />
      <FormSwitch name="published" labelId="learning_paths.field.published" />
      <PathCoursesField known={path?.courses ?? []} />
    </RecordFormPage>
  );
}

/** /learning-paths/create. */
export function CreateLearningPathPage() {
  return <PathFormPage path={null} />;
}

function DeletePath({ path }: { path: LearningPath }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const local = useLocalName();
  const remove = useDeleteLearningPath();
  const [asking, setAsking] = useState(false);
  return (
    <Box>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {t('learning_paths.form.delete')}
      </Button>
      <DeleteDialog
        target={asking ? path : null}
        titleId="learning_paths.form.delete_title"
        messageId="learning_paths.form.delete_message"
        messageValues={(p) => ({ name: local(p.title, p.title_en) })}
        confirmLabelId="learning_paths.form.delete"
        remove={(p) => remove.trigger({ params: { id: p.id } })}
        busy={remove.isMutating}
        successId="learning_paths.success.deleted"
        onDeleted={() => navigate('/learning-paths')}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

/** /learning-paths/{id}/edit: another institute's id is the gateway's 404, shown as a load error. */
export function EditLearningPathPage() {
  return (
    <RecordRoute
      id={useRouteId()}
      useRecord={useLearningPath}
      loadErrorId="learning_paths.form.load_error"
      retry={false}
    >
      {(path) => <PathFormPage path={path} />}
    </RecordRoute>
  );
}
