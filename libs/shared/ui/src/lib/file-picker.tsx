import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId } from 'react';
import { useTranslate } from './message';
import { visuallyHidden } from './visually-hidden';

export interface FilePickerProps {
  /** Catalogue id of the field's label. */
  labelId: string;
  /** The `accept` attribute (MIME types / extensions); the server checks the content anyway. */
  accept?: string;
  required?: boolean;
  /** What the field holds now: the chosen or stored file's name, or null (shows `noneId`). */
  fileName: string | null;
  /** An upload is on its way: the button is disabled and a spinner says so. */
  busy?: boolean;
  /** A message id or message object (client check, server field error); shown instead of the helper. */
  error?: unknown;
  /** Helper message id (or object) shown when there is no error. */
  helper?: unknown;
  /** An image to show beside the name (a public image's address); none for other files. */
  previewSrc?: string | null;
  /** Called with the file the user chose (the input is emptied, so choosing the same file again fires again). */
  onFile: (file: File) => void;
  chooseId?: string;
  noneId?: string;
  busyId?: string;
}

/**
 * A labelled file input drawn as a button, with the file's name, a busy state and one helper/error line. It does no
 * I/O: the caller checks and uploads (`useFileUpload` of @platform/api-client) and passes the outcome back in.
 */
export function FilePicker({
  labelId,
  accept,
  required,
  fileName,
  busy = false,
  error,
  helper,
  onFile,
  previewSrc,
  chooseId = 'resources.file.choose',
  noneId = 'resources.file.none',
  busyId = 'resources.file.uploading',
}: FilePickerProps) {
  const t = useTranslate();
  const inputId = useId();
  const helperId = useId();
  const hasError = Boolean(error);
  const line = hasError ? t(error) : busy ? t(busyId) : helper ? t(helper) : '';

  return (
    <FormControl margin="normal" fullWidth error={hasError} required={required}>
      <FormLabel htmlFor={inputId}>{t(labelId)}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        {/* the input stays focusable (visually hidden, not display:none); the button shows where focus is */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <UploadFileOutlined />}
          sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {t(chooseId)}
          <Box
            component="input"
            id={inputId}
            type="file"
            sx={visuallyHidden}
            accept={accept}
            disabled={busy}
            aria-describedby={helperId}
            aria-invalid={hasError || undefined}
            aria-busy={busy || undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Button>
        {previewSrc ? (
          // decorative: the file's name beside it says what it is
          <Box
            component="img"
            src={previewSrc}
            alt=""
            sx={{
              height: 56,
              maxWidth: 120,
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : null}
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {fileName ?? t(noneId)}
        </Typography>
      </Box>
      <FormHelperText id={helperId} role={hasError ? 'alert' : undefined} aria-live="polite">
        {line}
      </FormHelperText>
    </FormControl>
  );
}
