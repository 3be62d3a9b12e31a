import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useMemo, useState } from 'react';
import { fileProblem, fileRules } from '@platform/validation';
import { FilePicker } from './file-picker';
import { useTranslate } from './message';

export interface ImageUploadFieldProps {
  /** Catalogue id of the field's label. */
  labelId: string;
  /** The image types it takes (MIME); a chosen file is checked against them and the 1 MB limit first. */
  types: readonly string[];
  /** The current image as the page shows it (a picture, or a placeholder); nothing when none. */
  preview?: ReactNode;
  /** The chosen file's name, or null (the picker then says `noneId`). */
  fileName?: string | null;
  noneId: string;
  helper?: unknown;
  /** An upload or save is on its way: the picker and the remove button wait. */
  busy?: boolean;
  /** The caller's message (upload refused, field error); a failed check of the chosen file shows first. */
  error?: unknown;
  /** The remove button (its catalogue id), shown when `onRemove` is given: only while there is an image. */
  removeId?: string;
  onRemove?: () => void;
  sx?: SxProps<Theme>;
  /** Called with a chosen file that passed the check; the caller uploads it. */
  onFile: (file: File) => void;
}

/**
 * An image field: the current image (or its placeholder) above a file picker and a remove button. A chosen file is
 * checked here (type, size: the gateway's rules) before `onFile` gets it; the caller uploads it (`useFileUpload` of
 * @platform/api-client) and passes the gateway's refusal back as `error`. Serves the profile photo and the course
 * cover.
 */
export function ImageUploadField({
  labelId,
  types,
  preview,
  fileName = null,
  noneId,
  helper,
  busy = false,
  error,
  removeId,
  onRemove,
  onFile,
  sx,
}: ImageUploadFieldProps) {
  const t = useTranslate();
  const rules = useMemo(() => fileRules({ types }), [types]);
  const [problem, setProblem] = useState<unknown>(null);

  return (
    <Box
      sx={[
        { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {preview}
      <FilePicker
        labelId={labelId}
        accept={types.join(',')}
        fileName={fileName}
        noneId={noneId}
        busy={busy}
        error={problem ?? error}
        helper={helper}
        onFile={(file) => {
          const found = fileProblem(rules, file);
          setProblem(found);
          if (!found) onFile(file);
        }}
      />
      {onRemove && removeId ? (
        <Button size="small" color="error" disabled={busy} onClick={onRemove}>
          {t(removeId)}
        </Button>
      ) : null}
    </Box>
  );
}
