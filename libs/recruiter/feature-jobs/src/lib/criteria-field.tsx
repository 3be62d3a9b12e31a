import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MATCHING_CRITERIA } from '@platform/contract';
import { useTranslate } from '@platform/ui';

/**
 * Each matching criterion: used for the match score, and (then) mandatory for applying. One group per criterion (its
 * name is the group's name, the switches say "Use for matching" and "Mandatory"), side by side on a wide screen and
 * stacked on a phone (issue 12 defect 14: the table was wider than 360 px).
 */
export function CriteriaField({ name, helperId }: { name: string; helperId?: string }) {
  const t = useTranslate();
  const { setValue } = useFormContext();
  const criteria = useWatch({ name }) as
    | Record<string, { enabled?: boolean; mandatory?: boolean }>
    | undefined;
  const helper = useId();
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      {helperId ? (
        <Typography variant="body2" color="text.secondary" id={helper}>
          {t(helperId)}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        aria-describedby={helperId ? helper : undefined}
      >
        {MATCHING_CRITERIA.map((criterion) => {
          const setting = criteria?.[criterion] ?? {};
          return (
            <Box component="li" key={criterion} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Box
                component="fieldset"
                sx={{
                  border: 0,
                  m: 0,
                  px: 0,
                  py: 1,
                  minWidth: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) auto auto' },
                  alignItems: 'center',
                  columnGap: 2,
                }}
              >
                <Box component="legend" sx={{ float: 'left', p: 0, fontWeight: 600 }}>
                  {t(`jobs.criterion.${criterion}`)}
                </Box>
                <FormControlLabel
                  label={t('recruiter_jobs.field.criterion_use')}
                  control={
                    <Switch
                      checked={setting.enabled === true}
                      onChange={(event) => {
                        setValue(`${name}.${criterion}.enabled`, event.target.checked, { shouldDirty: true });
                        if (!event.target.checked)
                          setValue(`${name}.${criterion}.mandatory`, false, { shouldDirty: true });
                      }}
                    />
                  }
                />
                <FormControlLabel
                  label={t('jobs.criterion.mandatory')}
                  control={
                    <Switch
                      checked={setting.mandatory === true}
                      onChange={(event) => {
                        setValue(`${name}.${criterion}.mandatory`, event.target.checked, {
                          shouldDirty: true,
                        });
                        // a mandatory criterion always counts in the score too (the schema says the same)
                        if (event.target.checked)
                          setValue(`${name}.${criterion}.enabled`, true, { shouldDirty: true });
                      }}
                    />
                  }
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
