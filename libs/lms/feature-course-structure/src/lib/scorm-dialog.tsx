import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { uploadFailure } from '@platform/api-client';
import { COURSE_STRUCTURE_ERRORS, COURSE_STRUCTURE_LIMITS } from '@platform/contract';
import { useScormImport } from '@platform/lms-data-access-courses';
import { FilePicker, useToast, useTranslate } from '@platform/ui';
import { msg, VALIDATION_MESSAGES as V } from '@platform/validation';
import { UploadProgress } from './file-field';

/** The checks the gateway makes first, said before a byte is sent: a .zip of at most 100 MB. */
function problemOf(file: File): unknown {
  if (!/\.zip$/i.test(file.name)) return msg(V.fileType);
  if (file.size > COURSE_STRUCTURE_LIMITS.scormBytes) return COURSE_STRUCTURE_ERRORS.scormTooLarge;
  return null;
}

/**
 * Imports a SCORM 1.2 or 2004 package into a module (issue 15 item 3, ADR 0078): the rules first, the file checked by
 * name and size before it is sent, a progress bar while it goes, the gateway's refusal (no manifest, an unsafe path,
 * too big…) under the field, and on success the package's title, version and files said.
 */
export function ScormDialog({
  moduleId,
  moduleName,
  onClose,
}: {
  moduleId: number;
  moduleName: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const titleId = useId();
  const { importPackage, progress } = useScormImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const busy = progress !== null;

  async function submit() {
    if (!file) {
      setProblem(msg(V.required));
      return;
    }
    try {
      const done = await importPackage(moduleId, file);
      toast.success('course_structure.scorm.done', {
        title: done.package.title,
        version: done.package.version,
        files: done.package.files,
      });
      onClose();
    } catch (error) {
      const failure = uploadFailure(error);
      if (failure) setProblem(failure);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('course_structure.scorm.import_to', { name: moduleName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('course_structure.scorm.rules')}</DialogContentText>
        <FilePicker
          labelId="course_structure.scorm.file"
          accept=".zip,application/zip"
          required
          fileName={file?.name ?? null}
          busy={busy}
          error={problem}
          chooseId="course_structure.upload.choose"
          busyId="course_structure.upload.progress"
          onFile={(chosen) => {
            const found = problemOf(chosen);
            setProblem(found);
            setFile(found ? null : chosen);
          }}
        />
        <UploadProgress value={progress} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('course_structure.scorm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
