import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { object, type ObjectSchema } from 'yup';
import { isApiError } from '@platform/api-client';
import {
  SKILL_PROFICIENCY,
  SKILL_TYPE,
  type SkillProficiency,
  type YouthProfile,
  type YouthSkillBody,
} from '@platform/contract';
import { Form, FormFieldset, useTranslate } from '@platform/ui';
import { skillSetSchema } from '@platform/validation';
import {
  type LookupRecord,
  useSaveSkillSets,
  useSetupLookup,
} from '@platform/youth-data-access-profile-setup';
import { useLookupTitle } from './lookup-title';
import { StepActions, type StepNavigation } from './step-actions';

interface SkillsForm {
  basic: YouthSkillBody[];
  specialized: YouthSkillBody[];
}

/** Both sets in one form: each "at least one" (spec §5 basic skill, specialized skill), each skill once. */
const skillsSchema = object({
  basic: skillSetSchema('basic_skill').fields.skills,
  specialized: skillSetSchema('specialized_skill').fields.skills,
}) as unknown as ObjectSchema<SkillsForm>;

const DEFAULT_PROFICIENCY: SkillProficiency = SKILL_PROFICIENCY.INTERMEDIATE;
const PROFICIENCIES = Object.values(SKILL_PROFICIENCY);

/** Checkboxes of one skill type; a chosen skill shows its proficiency beside it. */
function SkillSetField({
  name,
  labelId,
  skills,
}: {
  name: keyof SkillsForm;
  labelId: string;
  skills: LookupRecord[];
}) {
  const t = useTranslate();
  const title = useLookupTitle();
  const { field, fieldState } = useController<SkillsForm, keyof SkillsForm>({ name });
  const chosen = field.value ?? [];
  const byId = new Map(chosen.map((s) => [s.skill_id, s]));

  const set = (next: Map<number, YouthSkillBody>) =>
    field.onChange(skills.map((s) => next.get(s.id)).filter((s): s is YouthSkillBody => Boolean(s)));

  return (
    <FormFieldset
      labelId={labelId}
      required
      errorMessage={fieldState.error ? (fieldState.error.message ?? 'errors.value_not_provided') : undefined}
    >
      {skills.map((skill, index) => {
        const entry = byId.get(skill.id);
        const name = title(skill);
        return (
          <Box
            key={skill.id}
            sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minHeight: 48 }}
          >
            <FormControlLabel
              label={name}
              sx={{ flex: '1 1 14rem' }}
              control={
                <Checkbox
                  checked={Boolean(entry)}
                  onBlur={field.onBlur}
                  slotProps={{ input: index === 0 ? { ref: field.ref } : {} }}
                  onChange={(event) => {
                    const next = new Map(byId);
                    if (event.target.checked)
                      next.set(skill.id, { skill_id: skill.id, proficiency: DEFAULT_PROFICIENCY });
                    else next.delete(skill.id);
                    set(next);
                  }}
                />
              }
            />
            {entry ? (
              <TextField
                select
                size="small"
                sx={{ minWidth: '11rem' }}
                label={t('profile_setup.skills.proficiency_of', { skill: name })}
                value={entry.proficiency}
                onChange={(event) => {
                  const next = new Map(byId);
                  next.set(skill.id, { ...entry, proficiency: event.target.value as SkillProficiency });
                  set(next);
                }}
              >
                {PROFICIENCIES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`profile_enum.skill_proficiency.${p}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Box>
        );
      })}
    </FormFieldset>
  );
}

/** The gateway names the list `skills`; this form shows it as `basic` or `specialized`. */
function onField(error: unknown, field: keyof SkillsForm): unknown {
  if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) return error;
  const messages = Object.values(error.fieldErrors).flat();
  return { message: error.message, fieldErrors: { [field]: messages.slice(0, 1) } };
}

/**
 * Step "skill-mapping": basic and specialized skills from the public skill list, each with a proficiency, prefilled
 * from the profile. Saved with `PUT …/basic-skills` then `PUT …/specialized-skills` (each replaces its set; the
 * gateway checks at least one and that every skill is of that type).
 */
export function SkillsStep({ profile, ...nav }: StepNavigation & { profile: YouthProfile }) {
  const t = useTranslate();
  const basic = useSetupLookup('skills', { skill_type: SKILL_TYPE.BASIC });
  const specialized = useSetupLookup('skills', { skill_type: SKILL_TYPE.SPECIALIZED });
  const save = useSaveSkillSets();

  if (!basic.data || !specialized.data) {
    return (
      <CircularProgress
        aria-label={t('profile_setup.choices_loading')}
        sx={{ display: 'block', mx: 'auto', my: 4 }}
      />
    );
  }
  const ofType = (type: number): YouthSkillBody[] =>
    profile.skills
      .filter((s) => s.skill_type === type && s.skill_id !== null)
      .map((s) => ({ skill_id: s.skill_id as number, proficiency: s.proficiency ?? DEFAULT_PROFICIENCY }));

  async function submit(values: SkillsForm) {
    await save.basic.trigger({ body: { skills: values.basic } }).catch((error: unknown) => {
      throw onField(error, 'basic');
    });
    await save.specialized.trigger({ body: { skills: values.specialized } }).catch((error: unknown) => {
      throw onField(error, 'specialized');
    });
    nav.onDone();
  }

  return (
    <Form
      schema={skillsSchema}
      labelId="profile_setup.step.skill-mapping"
      defaultValues={{ basic: ofType(SKILL_TYPE.BASIC), specialized: ofType(SKILL_TYPE.SPECIALIZED) }}
      onSubmit={submit}
    >
      <SkillSetField
        name="specialized"
        labelId="profile_setup.skills.specialized"
        skills={specialized.data.data}
      />
      <SkillSetField name="basic" labelId="profile_setup.skills.basic" skills={basic.data.data} />
      <StepActions
        onBack={nav.onBack}
        last={nav.last}
        busy={save.basic.isMutating || save.specialized.isMutating}
      />
    </Form>
  );
}
