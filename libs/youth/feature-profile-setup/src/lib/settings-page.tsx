import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth, useAuth } from '@platform/auth';
import type { AccountDeactivationBody, Locale, ThemeMode } from '@platform/contract';
import { THEME_MODES, useThemeMode } from '@platform/theme';
import {
  Form,
  FormTextField,
  LoadErrorAlert,
  PaperSection,
  SuccessNotice,
  useLocale,
  useToast,
  useTranslate,
} from '@platform/ui';
import { accountDeactivationSchema } from '@platform/validation';
import { useCvBankStatus, useUpdateCvBank } from '@platform/youth-data-access-profile';
import { useDeactivateAccount } from '@platform/youth-data-access-registration';
import { CvBankSwitch } from './cv-bank-setting';
import { DirectoryListingSwitch } from './directory-listing-setting';

const LANGUAGES: { value: Locale; labelId: string; lang: string }[] = [
  { value: 'en-US', labelId: 'shell.language.en', lang: 'en' },
  { value: 'bn-BD', labelId: 'shell.language.bn', lang: 'bn' },
];
const THEME_LABELS: Record<ThemeMode, string> = {
  light: 'shell.theme.light',
  'semi-dark': 'shell.theme.semi_dark',
  dark: 'shell.theme.dark',
};

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <PaperSection title={<FormattedMessage id={titleId} />} sx={{ p: { xs: 2, sm: 3 } }}>
      {children}
    </PaperSection>
  );
}

/** Language and theme: the shell's own preferences (the header switches show the same state). */
function Preferences() {
  const t = useTranslate();
  const { locale, setLocale } = useLocale();
  const { mode, setMode } = useThemeMode();
  const languageId = useId();
  const themeId = useId();
  return (
    <Section titleId="youth_settings.preferences">
      <Typography color="text.secondary">
        <FormattedMessage id="youth_settings.preferences_intro" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mt: 1 }}>
        <FormControl>
          <FormLabel id={languageId}>{t('common.language')}</FormLabel>
          <RadioGroup
            aria-labelledby={languageId}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
          >
            {LANGUAGES.map((l) => (
              <FormControlLabel
                key={l.value}
                value={l.value}
                control={<Radio />}
                label={<span lang={l.lang}>{t(l.labelId)}</span>}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={themeId}>{t('common.theme')}</FormLabel>
          <RadioGroup
            aria-labelledby={themeId}
            value={mode}
            onChange={(event) => setMode(event.target.value as ThemeMode)}
          >
            {THEME_MODES.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio />} label={t(THEME_LABELS[m])} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
    </Section>
  );
}

/**
 * Privacy (issue 12, defect 1): the CV bank choice, saved as it is turned, with the rule and where the CV stands; the
 * sections anyone with the profile link sees are shown or hidden one by one on /my-profile.
 */
function Privacy() {
  const toast = useToast();
  const status = useCvBankStatus();
  const update = useUpdateCvBank();
  return (
    <Section titleId="youth_settings.privacy">
      {status.data ? (
        <CvBankSwitch
          status={status.data}
          busy={update.isMutating}
          onChange={(optIn) =>
            void update
              .trigger({ body: { opt_in: optIn } })
              .then((next) => status.mutate(next, { revalidate: false }), toast.error)
          }
        />
      ) : status.error ? (
        <LoadErrorAlert messageId="youth_settings.cv_bank.load_failed" onRetry={() => void status.mutate()} />
      ) : null}
      <Box sx={{ mt: 2 }}>
        <DirectoryListingSwitch />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        <FormattedMessage id="youth_settings.privacy_sections" />
      </Typography>
      <Button component={RouterLink} to="/my-profile" variant="outlined" sx={{ mt: 1 }}>
        <FormattedMessage id="youth_settings.privacy_link" />
      </Button>
    </Section>
  );
}

/** Deactivation asks for the password (PUT /protected/auth/deactivate); afterwards every sign-in has ended. */
function Deactivation() {
  const { signOut } = useAuth();
  const { trigger, isMutating } = useDeactivateAccount();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Section titleId="youth_settings.deactivate">
        <SuccessNotice
          titleId="youth_settings.deactivated_title"
          textId="youth_settings.deactivated_text"
          action={{ labelId: 'youth_settings.finish', onClick: () => void signOut() }}
        />
      </Section>
    );
  }

  return (
    <Section titleId="youth_settings.deactivate">
      <Typography color="text.secondary">
        <FormattedMessage id="youth_settings.deactivate_intro" />
      </Typography>
      {open ? (
        <Form<AccountDeactivationBody>
          schema={accountDeactivationSchema}
          labelId="youth_settings.deactivate_form"
          defaultValues={{ password: '' }}
          onSubmit={async (values) => {
            await trigger({ body: values });
            setDone(true);
          }}
        >
          <FormTextField
            name="password"
            labelId="youth_settings.deactivate_password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <Button type="submit" variant="contained" color="error" loading={isMutating}>
              <FormattedMessage id="youth_settings.deactivate_confirm" />
            </Button>
            <Button onClick={() => setOpen(false)}>
              <FormattedMessage id="youth_settings.deactivate_cancel" />
            </Button>
          </Stack>
        </Form>
      ) : (
        <Button variant="outlined" color="error" sx={{ mt: 2 }} onClick={() => setOpen(true)}>
          <FormattedMessage id="youth_settings.deactivate_start" />
        </Button>
      )}
    </Section>
  );
}

/**
 * `/settings` (spec §2 youth menu): display preferences, privacy (the CV bank), the way to /update-password, and
 * deactivating the account.
 */
export function SettingsPage() {
  return (
    <RequireAuth>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
          <FormattedMessage id="youth_settings.title" />
        </Typography>
        <Stack spacing={3}>
          <Preferences />
          <Privacy />
          <Section titleId="youth_settings.password">
            <Typography color="text.secondary">
              <FormattedMessage id="youth_settings.password_intro" />
            </Typography>
            <Button component={RouterLink} to="/update-password" variant="outlined" sx={{ mt: 2 }}>
              <FormattedMessage id="youth_settings.change_password" />
            </Button>
          </Section>
          <Deactivation />
        </Stack>
      </Container>
    </RequireAuth>
  );
}
