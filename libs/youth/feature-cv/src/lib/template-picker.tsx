import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CvTemplate } from '@platform/contract';
import { CV_TEMPLATES, CV_THEMES, type CvDocument } from '@platform/cv';
import { useTranslate } from '@platform/ui';
import { CvPreview } from './cv-preview';

export interface TemplatePickerProps {
  cv: CvDocument;
  value: CvTemplate;
  onChange: (template: CvTemplate) => void;
}

/** The CV templates as a radio group: each choice is the template's name over a preview of the youth's own CV. */
export function TemplatePicker({ cv, value, onChange }: TemplatePickerProps) {
  const t = useTranslate();
  const legendId = useId();
  return (
    <Box component="section" aria-labelledby={legendId}>
      <Typography id={legendId} variant="h6" component="h2">
        {t('cv.template.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('cv.template.hint')}
      </Typography>
      <RadioGroup
        aria-labelledby={legendId}
        value={value}
        onChange={(_e, next) => onChange(next as CvTemplate)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
      >
        {CV_TEMPLATES.map((template) => {
          const name = t(`profile_enum.cv_template.${template}`);
          const selected = template === value;
          return (
            <Box
              key={template}
              component="label"
              sx={{
                display: 'block',
                cursor: 'pointer',
                p: 1,
                borderRadius: 2,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Radio value={template} slotProps={{ input: { 'aria-label': name } }} />
                <Typography component="span" sx={{ fontWeight: selected ? 700 : 400 }}>
                  {name}
                </Typography>
              </Box>
              <CvPreview cv={cv} theme={CV_THEMES[template]} />
            </Box>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
