import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CERTIFICATE_ORIENTATIONS, type CertificateField } from '@platform/contract';
import { FormSelect, FormSwitch, FormTitleFields, optionsOf, useTranslate } from '@platform/ui';
import { NEW_IMAGE, NEW_QR, newText } from './designer-model';
import { ImageFileField } from './image-file-field';
import { FIELDS } from './starter';
import type { Designer } from './use-designer';

/** A template's titles and orientation (the create dialog asks for these; the designer edits them). */
export function TemplateNameFields() {
  return (
    <>
      <FormTitleFields prefix="certificate_pages.field" />
      <FormSelect
        name="orientation"
        labelId="certificate_pages.field.orientation"
        options={optionsOf(CERTIFICATE_ORIENTATIONS, 'certificate_pages.orientation')}
      />
    </>
  );
}

/** The template's settings (titles, orientation, default, background) and the buttons that add elements. */
export function DesignerSettings({ designer }: { designer: Designer }) {
  const t = useTranslate();
  const [field, setField] = useState<CertificateField>('youth_name');
  const { add } = designer;
  const hasQr = designer.elements.some((e) => e.kind === 'qr');

  return (
    <>
      <Typography component="h2" variant="h6">
        {t('certificate_pages.designer.settings')}
      </Typography>
      <TemplateNameFields />
      <FormSwitch name="is_default" labelId="certificate_pages.field.is_default" />
      <ImageFileField
        name="background_file_id"
        labelId="certificate_pages.field.background"
        hintId="certificate_pages.background.hint"
        noneId="certificate_pages.background.none"
        currentId="certificate_pages.background.current"
        removeId="certificate_pages.background.remove"
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Button
          variant="outlined"
          onClick={() => add(newText(t('certificate_pages.designer.new_text')), 'text')}
        >
          {t('certificate_pages.designer.add_text')}
        </Button>
        <Button variant="outlined" disabled={hasQr} onClick={() => add(NEW_QR, 'qr')}>
          {t('certificate_pages.designer.add_qr')}
        </Button>
        <Button variant="outlined" onClick={() => add(NEW_IMAGE, 'image')}>
          {t('certificate_pages.designer.add_image')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('certificate_pages.element.field')}
          value={field}
          onChange={(event) => setField(event.target.value as CertificateField)}
          sx={{ minWidth: 200 }}
        >
          {FIELDS.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`certificate_pages.field_name.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => add(newText(`{${field}}`), field.replace(/_/g, '-'))}>
          {t('certificate_pages.designer.add_field')}
        </Button>
      </Stack>
    </>
  );
}
