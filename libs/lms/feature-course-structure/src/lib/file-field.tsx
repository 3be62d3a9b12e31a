import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { isApiError, uploadProblem } from '@platform/api-client';
import {
  COURSE_CONTENT_FILE_TYPES,
  COURSE_MEDIA_TYPES,
  COURSE_STRUCTURE_LIMITS,
  LIMITS,
} from '@platform/contract';
import { useContentUpload } from '@platform/lms-data-access-courses';
import { FilePicker, useTranslate } from '@platform/ui';
import { fileProblem, fileRules } from '@platform/validation';

/** What each kind of upload accepts: a file content (1 MB, documents and images) or a video or audio (20 MB). */
const KINDS = {
  file: { types: [...COURSE_CONTENT_FILE_TYPES], maxBytes: LIMITS.FILE_MAX_BYTES, target: 'file' },
  video: {
    types: [...COURSE_MEDIA_TYPES.video],
    maxBytes: COURSE_STRUCTURE_LIMITS.mediaBytes,
    target: 'media',
  },
  audio: {
    types: [...COURSE_MEDIA_TYPES.audio],
    maxBytes: COURSE_STRUCTURE_LIMITS.mediaBytes,
    target: 'media',
  },
} as const;

/**
 * The form field `file_id` of a content: pick, check (type and size, as the gateway will), upload with a progress bar,
 * keep its id. The gateway reads the bytes on upload and checks the file is the caller's when the content is saved.
 */
export function ContentFileField({
  kind,
  storedName,
  helper,
}: {
  kind: keyof typeof KINDS;
  storedName: string | null;
  helper: string;
}) {
  const { field, fieldState } = useController({ name: 'file_id' });
  const { upload, progress } = useContentUpload();
  const [problem, setProblem] = useState<unknown>(null);
  const [fileName, setFileName] = useState<string | null>(storedName);

  async function choose(file: File) {
    const found = fileProblem(fileRules({ types: KINDS[kind].types, maxBytes: KINDS[kind].maxBytes }), file);
    setProblem(found);
    if (found) return;
    try {
      const saved = await upload(file, KINDS[kind].target);
      setFileName(saved.original_name);
      field.onChange(saved.id);
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') return;
      setProblem(isApiError(error) ? uploadProblem(error) : 'errors.unknown');
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <FilePicker
        labelId="course_structure.field.file"
        accept={KINDS[kind].types.join(',')}
        required
        fileName={fileName}
        busy={progress !== null}
        error={problem ?? fieldState.error?.message}
        helper={helper}
        chooseId="course_structure.upload.choose"
        busyId="course_structure.upload.progress"
        onFile={(file) => void choose(file)}
      />
      <UploadProgress value={progress} />
    </Box>
  );
}

/** An upload under way (a content's file, a SCORM package): how much has gone, named for a screen reader. */
export function UploadProgress({ value }: { value: number | null }) {
  const t = useTranslate();
  if (value === null) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      sx={{ mt: 1 }}
      aria-label={t('course_structure.upload.progress')}
    />
  );
}
