import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@platform/ui';
import { DesignerCanvas } from './designer-canvas';
import { FORM_ID } from './designer-model';
import { DesignerSettings } from './designer-settings';
import { ElementEditor } from './element-editor';
import { useDesigner } from './use-designer';

/** The designer inside the template form: the page and its elements beside the settings and the selected element. */
export function DesignerBody({ canManage, templateId }: { canManage: boolean; templateId: number }) {
  const t = useTranslate();
  const designer = useDesigner(canManage);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <DesignerCanvas designer={designer} templateId={templateId} />
      {canManage ? (
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <DesignerSettings designer={designer} />
          <ElementEditor designer={designer} />
          <Button type="submit" form={FORM_ID} variant="contained" sx={{ justifySelf: 'start', mt: 2 }}>
            {t('certificate_pages.designer.save')}
          </Button>
        </Box>
      ) : (
        <Typography>{t('certificate_pages.designer.read_only')}</Typography>
      )}
    </Box>
  );
}
