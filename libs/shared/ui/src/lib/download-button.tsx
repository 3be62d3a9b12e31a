import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { saveFile } from './save-file';
import { useToast } from './toast';
import { useTranslate } from './message';

/** A file the gateway draws (a PDF, a spreadsheet), fetched when asked for. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadButtonProps {
  /** Fetches the file; a refusal or a network failure shows `failedId`. */
  fetchFile: () => Promise<DownloadedFile>;
  /** Catalogue ids: the button, the button while fetching, the toast when saved and when it failed. */
  labelId: string;
  busyId: string;
  doneId: string;
  failedId: string;
  sx?: SxProps<Theme>;
}

/**
 * Fetches a file and hands it to the browser's download, saying so: the button reads `busyId` (and is `aria-busy`)
 * while it works, then a toast says it is saved or that it failed. One piece for every download button.
 */
export function DownloadButton({ fetchFile, labelId, busyId, doneId, failedId, sx }: DownloadButtonProps) {
  const t = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.fileName);
      toast.success(doneId);
    } catch {
      toast.error(failedId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<DownloadOutlined />}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      sx={sx}
    >
      {t(busy ? busyId : labelId)}
    </Button>
  );
}
