import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { lookupSource, useLookup, useRouteId } from '@platform/api-client';
import { COURSE_TEXT_FIELDS, type Course, type CourseBody } from '@platform/contract';
import {
  ownCourseLookup,
  skillLookup,
  useCourse,
  useCreateCourse,
  useUpdateCourse,
} from '@platform/lms-data-access-courses';
import { type ResourceRecord, resourceEndpoints, trainers } from '@platform/resources';
import { courseSchema } from '@platform/validation';
import {
  FormLookupAutocomplete,
  FormSelect,
  FormTextField,
  FormTitleFields,
  RecordFormPage,
  RecordRoute,
  useFormLookupOptions,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { CoverField } from './cover-field';
import { DIFFICULTY_OPTIONS, LEVEL_OPTIONS, MEDIUM_OPTIONS, TYPE_OPTIONS } from './labels';

/** What the form holds: the body, with blanks as '' while editing (the schema reads them as nothing). */
function defaults(c: Course | null): CourseBody {
  const text = (v: string | null | undefined) => v ?? '';
  const blank = null as unknown as number;
  return {
    title: text(c?.title),
    title_en: text(c?.title_en),
    course_type: c?.course_type ?? (blank as CourseBody['course_type']),
    duration_hours: c?.duration_hours ?? blank,
    fee: c?.fee ?? 0,
    language_medium: c?.language_medium ?? 1,
    level: c?.level ?? (blank as CourseBody['level']),
    ...Object.fromEntries(
      COURSE_TEXT_FIELDS.flatMap((f) => [
        [f, text(c?.[f])],
        [`${f}_en`, text(c?.[`${f}_en`])],
      ]),
    ),
    cover_file_id: c?.cover_file_id ?? null,
    publish_date: text(c?.publish_date),
    nature: text(c?.nature),
    difficulty: c?.difficulty ?? null,
    learner_type: text(c?.learner_type),
    category: text(c?.category),
    start_date: text(c?.start_date),
    end_date: text(c?.end_date),
    skill_ids: c?.skills.map((s) => s.id) ?? [],
    dependency_ids: c?.dependencies.map((d) => d.id) ?? [],
    instructor_ids: c?.instructors.map((d) => d.id) ?? [],
  };
}

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } };

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mt: 2 }}>
        {t(titleId)}
      </Typography>
      {children}
    </Box>
  );
}

function SkillsField({ known }: { known: Course['skills'] }) {
  const lookup = useLookup(skillLookup(), { ...useFormLookupOptions('skill_ids'), known });
  return (
    <FormLookupAutocomplete
      name="skill_ids"
      multiple
      lookup={lookup}
      labelId="courses.field.skills"
      helperId="courses.field.skills_hint"
    />
  );
}

/** The instructors picker's source: the active trainers the caller's institute has (the gateway scopes the list). */
const trainerSource = (() => {
  const e = resourceEndpoints(trainers);
  return lookupSource(e.list, e.read, { filters: { row_status: 1 } });
})();

function InstructorsField({ known }: { known: Course['instructors'] }) {
  const local = useLocalName();
  const lookup = useLookup(trainerSource, {
    ...useFormLookupOptions('instructor_ids'),
    known: known.map((k) => ({ id: k.id, trainer_name: k.title, trainer_name_en: k.title_en })),
  });
  return (
    <FormLookupAutocomplete
      name="instructor_ids"
      multiple
      lookup={lookup}
      getLabel={(r: ResourceRecord) =>
        local(String(r.trainer_name ?? ''), r.trainer_name_en == null ? null : String(r.trainer_name_en))
      }
      labelId="courses.field.instructors"
      helperId="courses.field.instructors_hint"
    />
  );
}

function DependenciesField({ known }: { known: Course['dependencies'] }) {
  const lookup = useLookup(ownCourseLookup, { ...useFormLookupOptions('dependency_ids'), known });
  return (
    <FormLookupAutocomplete
      name="dependency_ids"
      multiple
      lookup={lookup}
      labelId="courses.field.dependencies"
      helperId="courses.field.dependencies_hint"
    />
  );
}

/**
 * The course form page (spec §3 course and course_post fields): the rules are said before the first error; the shared
 * schema checks them before the call and the gateway's field errors land on the same fields. An archived course is
 * not edited: the page says so instead of the form.
 */
function CourseFormPage({ course }: { course: Course | null }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse();

  async function save(values: CourseBody) {
    const saved = course
      ? await update.trigger({ params: { id: course.id }, body: values })
      : await create.trigger({ body: values });
    toast.success('courses.success.saved');
    navigate(`/courses/${saved.id}/read`);
  }

  const titleId = course ? 'courses.form.edit_title' : 'courses.form.create_title';
  return (
    <RecordFormPage<CourseBody>
      links={[
        { to: '/courses', labelId: 'courses.read.back' },
        ...(course ? [{ to: `/courses/${course.id}/read`, labelId: 'courses.form.back_to_course' }] : []),
      ]}
      titleId={titleId}
      formKey={course?.updated_at ?? 'new'}
      schema={courseSchema}
      defaultValues={defaults(course)}
      onSubmit={save}
      labelId="courses.form.label"
      rulesId="courses.form.rules"
      saveId="courses.form.save"
      busy={create.isMutating || update.isMutating}
      locked={
        course?.publication_status === 'archived' ? (
          <Alert severity="warning">{t('courses.form.archived')}</Alert>
        ) : undefined
      }
    >
      <Section titleId="courses.form.section.basic">
        <Box sx={grid}>
          <FormTitleFields prefix="courses.field" />
          <FormSelect
            name="course_type"
            labelId="courses.field.course_type"
            required
            options={TYPE_OPTIONS}
          />
          <FormSelect name="level" labelId="courses.field.level" required options={LEVEL_OPTIONS} />
          <FormTextField
            name="duration_hours"
            type="number"
            inputMode="numeric"
            labelId="courses.field.duration_hours"
            required
          />
          <FormTextField name="fee" type="number" inputMode="numeric" labelId="courses.field.fee" required />
          <FormSelect
            name="language_medium"
            labelId="courses.field.language_medium"
            required
            options={MEDIUM_OPTIONS}
          />
        </Box>
      </Section>
      <Section titleId="courses.form.section.cover">
        <CoverField name="cover_file_id" />
      </Section>
      <Section titleId="courses.form.section.description">
        <Box sx={grid}>
          {COURSE_TEXT_FIELDS.flatMap((f) => [
            <FormTextField key={f} name={f} labelId={`courses.field.${f}`} multiline minRows={2} />,
            <FormTextField
              key={`${f}_en`}
              name={`${f}_en`}
              labelId={`courses.field.${f}_en`}
              multiline
              minRows={2}
            />,
          ])}
        </Box>
      </Section>
      <Section titleId="courses.form.section.post">
        <Box sx={grid}>
          <FormTextField name="publish_date" type="date" labelId="courses.field.publish_date" />
          <FormSelect
            name="difficulty"
            labelId="courses.field.difficulty"
            allowEmpty
            options={DIFFICULTY_OPTIONS}
          />
          <FormTextField name="start_date" type="date" labelId="courses.field.start_date" />
          <FormTextField name="end_date" type="date" labelId="courses.field.end_date" />
          <FormTextField name="nature" labelId="courses.field.nature" />
          <FormTextField name="learner_type" labelId="courses.field.learner_type" />
          <FormTextField name="category" labelId="courses.field.category" />
        </Box>
        <SkillsField known={course?.skills ?? []} />
        <DependenciesField known={course?.dependencies ?? []} />
        <InstructorsField known={course?.instructors ?? []} />
      </Section>
    </RecordFormPage>
  );
}

/** /courses/create. */
export function CreateCoursePage() {
  return <CourseFormPage course={null} />;
}

/** /courses/{id}/edit: another institute's id is the gateway's 404, shown as a load error. */
export function EditCoursePage() {
  return (
    <RecordRoute id={useRouteId()} useRecord={useCourse} loadErrorId="courses.form.load_error" retry={false}>
      {(course) => <CourseFormPage course={course} />}
    </RecordRoute>
  );
}
