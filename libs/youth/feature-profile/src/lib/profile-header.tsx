import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileCompletion, YouthCvBankStatus, YouthProfile } from '@platform/contract';
import { NamedChipList, PageTitle, useTranslate } from '@platform/ui';
import { useFormatters } from './formatters';
import { PhotoField } from './photo-field';

/**
 * How complete the profile is (ADR 0051: weighted parts, counted by the gateway): the percentage as a labelled
 * progress bar and the parts still missing with what each adds.
 */
export function CompletionMeter({ completion }: { completion: ProfileCompletion }) {
  const t = useTranslate();
  const f = useFormatters();
  const labelId = useId();
  const missing = completion.parts.filter((part) => !part.complete);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="subtitle1" component="p">
        {t('profile.completion.title', { percentage: completion.percentage })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={completion.percentage}
        aria-labelledby={labelId}
        aria-valuetext={f.number(completion.percentage / 100, { style: 'percent' })}
        sx={{ height: 10, borderRadius: 5, my: 1 }}
      />
      {missing.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" component="p">
            {t('profile.completion.missing')}
          </Typography>
          <NamedChipList
            variant="outlined"
            sx={{ mt: 1 }}
            items={missing.map((part) =>
              t('profile.completion.part_weight', {
                part: t(`profile.completion.part.${part.part}`),
                weight: f.number(part.weight),
              }),
            )}
          />
        </>
      ) : null}
    </Box>
  );
}

/** Whether recruiters find the CV in the CV bank (issue 12, defect 1), with the way to the setting. */
function CvBankLine({ status }: { status: YouthCvBankStatus }) {
  const t = useTranslate();
  const state = !status.opt_in ? 'off' : status.listed ? 'listed' : 'incomplete';
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {t(`youth_settings.cv_bank.${state}`, { min: status.min_completion })}{' '}
      <Link component={RouterLink} to="/settings">
        {t('profile.cv_bank.settings_link')}
      </Link>
    </Typography>
  );
}

/** The top of /my-profile: the page title, photo, names, completion and the way to /profile-edit. */
export function ProfileHeader({ profile }: { profile: YouthProfile }) {
  const t = useTranslate();
  const english =
    profile.full_name_en && profile.full_name_en !== profile.full_name ? profile.full_name_en : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle titleId="profile.my_profile.title" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PhotoField profile={profile} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="p" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {profile.full_name}
          </Typography>
          {english ? (
            <Typography component="p" color="text.secondary" lang="en">
              {english}
            </Typography>
          ) : null}
          <Typography component="p" variant="body2" color="text.secondary">
            {profile.username}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <CompletionMeter completion={profile.profile_completion} />
            <CvBankLine status={profile.cv_bank} />
          </Box>
        </Box>
        <Button
          component={RouterLink}
          to="/profile-edit"
          variant="contained"
          startIcon={<EditOutlined />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('profile.edit.link')}
        </Button>
      </Stack>
    </Paper>
  );
}
