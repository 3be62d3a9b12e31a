import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  COURSE_CONTENT_TYPE as T,
  type CourseContent,
  type CourseContentBody,
  type CourseContentType,
} from '@platform/contract';
import { FormTextField, useTranslate } from '@platform/ui';
import { ContentFileField } from './file-field';
import { QuizFields, quizDefaults } from './quiz-fields';

/**
 * Where a video or audio comes from: an https address, or a file uploaded with a progress bar. Choosing one clears
 * the other, so the content keeps exactly one.
 */
function MediaSource({ kind, item }: { kind: 'video' | 'audio'; item?: CourseContent }) {
  const t = useTranslate();
  const { setValue } = useFormContext<CourseContentBody>();
  const [source, setSource] = useState<'url' | 'upload'>(item?.file_id ? 'upload' : 'url');
  const labelId = useId();
  return (
    <>
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id={labelId}>{t('course_structure.field.source')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={source}
          onChange={(event) => {
            const next = event.target.value === 'upload' ? 'upload' : 'url';
            setSource(next);
            if (next === 'upload') setValue('url', '');
            else setValue('file_id', null);
          }}
        >
          <FormControlLabel value="url" control={<Radio />} label={t('course_structure.field.source_url')} />
          <FormControlLabel
            value="upload"
            control={<Radio />}
            label={t('course_structure.field.source_upload')}
          />
        </RadioGroup>
      </FormControl>
      {source === 'url' ? (
        <FormTextField
          name="url"
          type="url"
          inputMode="url"
          labelId="course_structure.field.url"
          helperId="course_structure.field.source_url"
          required
        />
      ) : (
        <ContentFileField
          kind={kind}
          storedName={item?.file_name ?? null}
          helper="course_structure.form.media_rules"
        />
      )}
    </>
  );
}

/** The form values of a content of its type: the stored one's, or none. */
export function contentDefaults(type: CourseContentType, item?: CourseContent): CourseContentBody {
  return {
    content_type: type,
    title: item?.title ?? '',
    title_en: item?.title_en ?? '',
    text: item?.text ?? '',
    url: item?.url ?? '',
    file_id: item?.file_id ?? null,
    ...quizDefaults(item?.quiz),
  };
}

/** What a content of its type needs beside its titles: a text, an https address or a file, a file, a quiz. */
export function ContentFields({ type, item }: { type: CourseContentType; item?: CourseContent }) {
  return (
    <>
      {type === T.TEXT ? (
        <FormTextField
          name="text"
          labelId="course_structure.field.text"
          helperId="course_structure.field.text_help"
          multiline
          minRows={6}
          required
        />
      ) : null}
      {type === T.VIDEO || type === T.AUDIO ? (
        <MediaSource kind={type === T.VIDEO ? 'video' : 'audio'} item={item} />
      ) : null}
      {type === T.FILE ? (
        <ContentFileField
          kind="file"
          storedName={item?.file_name ?? null}
          helper="course_structure.form.content_rules"
        />
      ) : null}
      {type === T.QUIZ ? <QuizFields item={item} /> : null}
    </>
  );
}
