import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { ObjectSchema } from 'yup';
import type { YouthEducation, YouthEducationBody, YouthProfile } from '@platform/contract';
import {
  Form,
  FormSelect,
  FormTextField,
  PaperSection,
  type SelectOption,
  useToast,
  useTranslate,
} from '@platform/ui';
import { educationSchema } from '@platform/validation';
import {
  type LookupRecord,
  useEducationMutations,
  useSetupLookup,
} from '@platform/youth-data-access-profile-setup';
import { useLookupTitle } from './lookup-title';
import { StepActions, type StepNavigation } from './step-actions';

type EducationForm = Pick<
  YouthEducationBody,
  | 'education_level_id'
  | 'exam_degree_id'
  | 'institute_name'
  | 'result_id'
  | 'marks_in_percentage'
  | 'cgpa_scale'
  | 'cgpa'
  | 'year_of_passing'
>;

const EMPTY = {
  education_level_id: null,
  exam_degree_id: null,
  institute_name: '',
  result_id: null,
  marks_in_percentage: null,
  cgpa_scale: null,
  cgpa: null,
  year_of_passing: null,
} as unknown as EducationForm;

const CGPA_SCALES: SelectOption[] = [
  { value: 4, label: '4' },
  { value: 5, label: '5' },
];

function useOptions(records: LookupRecord[] | undefined): SelectOption[] {
  const title = useLookupTitle();
  return (records ?? []).map((r) => ({ value: r.id, label: title(r) }));
}

/** Level → degree (the degrees of the chosen level) → institute → result, and marks or CGPA when the result asks. */
function EducationFields({ results }: { results: LookupRecord[] }) {
  const { setValue } = useFormContext<EducationForm>();
  const level = useWatch<EducationForm, 'education_level_id'>({ name: 'education_level_id' });
  const resultId = useWatch<EducationForm, 'result_id'>({ name: 'result_id' });
  const levels = useSetupLookup('education_levels');
  const degrees = useSetupLookup('exam_degrees', level ? { education_level_id: level } : null);
  const levelOptions = useOptions(levels.data?.data);
  const degreeOptions = useOptions(level ? degrees.data?.data : []);
  const resultOptions = useOptions(results);
  const result = results.find((r) => r.id === resultId);

  const previousLevel = useRef(level);
  useEffect(() => {
    // a degree of another level would be refused by the gateway
    if (previousLevel.current !== level) setValue('exam_degree_id', null);
    previousLevel.current = level;
  }, [level, setValue]);

  return (
    <>
      <FormSelect
        name="education_level_id"
        labelId="profile.field.education_level_id"
        required
        options={levelOptions}
      />
      <FormSelect
        name="exam_degree_id"
        labelId="profile.field.exam_degree_id"
        disabled={!level}
        allowEmpty
        options={degreeOptions}
      />
      <FormTextField name="institute_name" labelId="profile.field.institute_name" required />
      <FormSelect name="result_id" labelId="profile.field.result_id" required options={resultOptions} />
      {result?.is_marks_required ? (
        <FormTextField
          name="marks_in_percentage"
          labelId="profile.field.marks_in_percentage"
          inputMode="decimal"
          required
        />
      ) : null}
      {result?.is_cgpa_required ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <FormSelect name="cgpa_scale" labelId="profile.field.cgpa_scale" required options={CGPA_SCALES} />
          <FormTextField name="cgpa" labelId="profile.field.cgpa" inputMode="decimal" required />
        </Stack>
      ) : null}
      <FormTextField name="year_of_passing" labelId="profile.field.year_of_passing" inputMode="numeric" />
    </>
  );
}

function EducationList({
  educations,
  onRemove,
  busy,
}: {
  educations: YouthEducation[];
  onRemove: (e: YouthEducation) => void;
  busy: boolean;
}) {
  const t = useTranslate();
  const title = useLookupTitle();
  if (educations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 1 }}>
        <FormattedMessage id="profile_setup.education.none" />
      </Typography>
    );
  }
  return (
    <List aria-label={t('profile_setup.education.list')}>
      {educations.map((e) => {
        const level = title({ id: e.education_level_id ?? 0, ...e.education_level });
        const degree =
          e.exam_degree.title || e.exam_degree.title_en
            ? title({ id: e.exam_degree_id ?? 0, ...e.exam_degree })
            : (e.exam_degree_name ?? level);
        return (
          <ListItem
            key={e.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                disabled={busy}
                aria-label={t('profile_setup.education.remove', { name: degree })}
                onClick={() => onRemove(e)}
              >
                <DeleteOutlined />
              </IconButton>
            }
          >
            <ListItemText
              primary={level}
              secondary={t('profile_setup.education.passed', { degree, institute: e.institute_name ?? '' })}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * Step "educational-level": the educations already stored (removable) and a form to add one
 * (`POST …/educations`, the shared education schema in the form and at the gateway). Going on needs at least one.
 */
export function EducationStep({ profile, ...nav }: StepNavigation & { profile: YouthProfile }) {
  const t = useTranslate();
  const toast = useToast();
  const results = useSetupLookup('education_results');
  const { create, remove } = useEducationMutations();
  const educations = profile.educations;
  const [adding, setAdding] = useState(educations.length === 0);
  const [missing, setMissing] = useState(false);
  const showForm = adding || educations.length === 0;

  async function add(values: EducationForm) {
    await create.trigger({ body: values as YouthEducationBody });
    setMissing(false);
    setAdding(false);
    toast.success('profile_setup.education.added');
  }

  async function drop(education: YouthEducation) {
    try {
      await remove.trigger({ params: { id: education.id } });
      toast.success('profile_setup.education.removed');
    } catch (error) {
      toast.error(error);
    }
  }

  function next() {
    if (educations.length === 0) {
      setMissing(true);
      return;
    }
    nav.onDone();
  }

  return (
    <>
      <Typography component="h3" variant="h6">
        <FormattedMessage id="profile_setup.education.list" />
      </Typography>
      <EducationList educations={educations} onRemove={(e) => void drop(e)} busy={remove.isMutating} />
      {missing && educations.length === 0 ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          <FormattedMessage id="profile_setup.education.at_least_one" />
        </Alert>
      ) : null}
      {showForm ? (
        <PaperSection
          title={<FormattedMessage id="profile_setup.education.add_title" />}
          headingLevel="h3"
          sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}
        >
          {results.data ? (
            <Form
              schema={educationSchema as unknown as ObjectSchema<EducationForm>}
              labelId="profile_setup.education.add_title"
              defaultValues={EMPTY}
              onSubmit={add}
            >
              <EducationFields results={results.data.data} />
              <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" loading={create.isMutating}>
                  <FormattedMessage id="profile_setup.education.add" />
                </Button>
                {educations.length > 0 ? (
                  <Button onClick={() => setAdding(false)}>
                    <FormattedMessage id="profile_setup.education.cancel" />
                  </Button>
                ) : null}
              </Stack>
            </Form>
          ) : null}
        </PaperSection>
      ) : (
        <Button sx={{ mt: 1 }} onClick={() => setAdding(true)}>
          {t('profile_setup.education.add_another')}
        </Button>
      )}
      <StepActions onBack={nav.onBack} last={nav.last} submit={false} onPrimary={next} />
    </>
  );
}
