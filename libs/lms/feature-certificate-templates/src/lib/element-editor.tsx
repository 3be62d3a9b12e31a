import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_ALIGNS } from '@platform/contract';
import { FormSelect, FormSwitch, FormTextField, optionsOf, useTranslate } from '@platform/ui';
import { ImageFileField } from './image-file-field';
import type { Designer } from './use-designer';

/** A number field of the selected element (its place and size, in points). */
function NumberField({ index, name }: { index: number; name: 'x' | 'y' | 'width' | 'height' | 'font_size' }) {
  return (
    <FormTextField
      name={`elements.${index}.${name}`}
      labelId={`certificate_pages.element.${name}`}
      type="number"
      inputMode="numeric"
    />
  );
}

/** The selected element's fields: its text or image, its place and size, a text's alignment and weight; remove. */
export function ElementEditor({ designer }: { designer: Designer }) {
  const t = useTranslate();
  const { current, index } = designer;

  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {t('certificate_pages.designer.selected')}
      </Typography>
      {current ? (
        <Box key={current.key}>
          <Typography variant="body2">{designer.nameOf(current)}</Typography>
          {current.kind === 'text' && (
            <FormTextField
              name={`elements.${index}.text`}
              labelId="certificate_pages.element.text"
              multiline
              minRows={2}
            />
          )}
          {current.kind === 'image' && (
            <ImageFileField
              name={`elements.${index}.file_id`}
              labelId="certificate_pages.element.image"
              hintId="certificate_pages.image.hint"
              noneId="certificate_pages.image.none"
              currentId="certificate_pages.image.current"
              removeId="certificate_pages.image.remove"
            />
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <NumberField index={index} name="x" />
            <NumberField index={index} name="y" />
            <NumberField index={index} name="width" />
            {current.kind !== 'qr' && <NumberField index={index} name="height" />}
            {current.kind === 'text' && <NumberField index={index} name="font_size" />}
          </Box>
          {current.kind === 'text' && (
            <>
              <FormSelect
                name={`elements.${index}.align`}
                labelId="certificate_pages.element.align"
                options={optionsOf(CERTIFICATE_ALIGNS, 'certificate_pages.align')}
              />
              <FormSwitch name={`elements.${index}.bold`} labelId="certificate_pages.element.bold" />
            </>
          )}
          <Button color="error" onClick={designer.removeSelected}>
            {t('certificate_pages.designer.remove')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('certificate_pages.designer.none_selected')}
        </Typography>
      )}
    </>
  );
}
