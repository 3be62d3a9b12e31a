import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { SKILL_TYPE, type YouthProfile } from '@platform/contract';
import { useToast, useTranslate } from '@platform/ui';
import { useSetupProfile } from '@platform/youth-data-access-profile-setup';
import { AreaStep } from './area-step';
import { EducationStep } from './education-step';
import { PrivacyStep } from './privacy-step';
import { PROFILE_SETUP_STEPS, type ProfileSetupStep } from './profile-setup-routes';
import { SkillsStep } from './skills-step';

/** Where a finished wizard (or a youth whose profile is set up already) goes. */
export const MY_PROFILE_PATH = '/my-profile';

/**
 * Which steps the stored profile already satisfies (each needs at least one entry). Privacy needs nothing: a youth
 * who leaves before it keeps the private defaults (and finds the choices in Settings).
 */
export function completedSteps(profile: YouthProfile): Record<ProfileSetupStep, boolean> {
  const has = (type: number) => profile.skills.some((s) => s.skill_type === type);
  return {
    'educational-level': profile.educations.length > 0,
    interest: profile.area_of_interests.length > 0,
    'skill-mapping': has(SKILL_TYPE.BASIC) && has(SKILL_TYPE.SPECIALIZED),
    'aspire-to-be': profile.area_of_aspirations.length > 0,
    privacy: true,
  };
}

function isStep(value: string | null): value is ProfileSetupStep {
  return (PROFILE_SETUP_STEPS as readonly string[]).includes(value ?? '');
}

function Wizard() {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: profile, error } = useSetupProfile();
  const heading = useRef<HTMLHeadingElement>(null);
  const requested = params.get('step');
  const stepParam = isStep(requested) ? requested : null;

  // a new step is announced by moving the focus to its heading (not on the first render)
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!profile) return;
    if (shown.current !== null && shown.current !== stepParam) heading.current?.focus();
    shown.current = stepParam;
  }, [stepParam, profile]);

  // pin the step the youth resumes at, so saving it does not move the wizard on before "Save and continue"
  useEffect(() => {
    if (!profile || stepParam) return;
    const open = PROFILE_SETUP_STEPS.find((s) => !completedSteps(profile)[s]);
    if (open) setParams({ step: open }, { replace: true });
  }, [profile, stepParam, setParams]);

  if (error) {
    return (
      <Alert severity="error" role="alert">
        {t(error.message)}
      </Alert>
    );
  }
  if (!profile)
    return (
      <CircularProgress
        aria-label={t('profile_setup.loading')}
        sx={{ display: 'block', mx: 'auto', my: 6 }}
      />
    );

  const done = completedSteps(profile);
  // resume: without ?step the first step still missing; a set-up profile has nothing to do here
  const firstOpen = PROFILE_SETUP_STEPS.find((s) => !done[s]);
  if (!stepParam && !firstOpen) return <Navigate to={MY_PROFILE_PATH} replace />;
  const step: ProfileSetupStep = stepParam ?? firstOpen ?? PROFILE_SETUP_STEPS[0];
  const index = PROFILE_SETUP_STEPS.indexOf(step);
  const last = index === PROFILE_SETUP_STEPS.length - 1;
  const go = (to: ProfileSetupStep) => setParams({ step: to });
  const nav = {
    last,
    onBack: index > 0 ? () => go(PROFILE_SETUP_STEPS[index - 1] as ProfileSetupStep) : undefined,
    onDone: () => {
      if (!last) return go(PROFILE_SETUP_STEPS[index + 1] as ProfileSetupStep);
      toast.success('profile_setup.finished');
      void navigate(MY_PROFILE_PATH);
    },
  };

  return (
    <>
      <Stepper activeStep={index} alternativeLabel sx={{ my: 3 }}>
        {PROFILE_SETUP_STEPS.map((s, i) => (
          <Step key={s} completed={s === 'privacy' ? false : done[s] && i !== index}>
            <StepLabel aria-current={i === index ? 'step' : undefined}>
              <FormattedMessage id={`profile_setup.step.${s}`} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          <FormattedMessage
            id="profile_setup.progress"
            values={{ step: index + 1, total: PROFILE_SETUP_STEPS.length }}
          />
        </Typography>
        <Typography component="h2" variant="h5" tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
          <FormattedMessage id={`profile_setup.step.${step}`} />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 1 }}>
          <FormattedMessage id={`profile_setup.step_intro.${step}`} />
        </Typography>
        {step === 'educational-level' ? <EducationStep key={step} profile={profile} {...nav} /> : null}
        {step === 'interest' ? <AreaStep key={step} kind="interest" profile={profile} {...nav} /> : null}
        {step === 'skill-mapping' ? <SkillsStep key={step} profile={profile} {...nav} /> : null}
        {step === 'aspire-to-be' ? (
          <AreaStep key={step} kind="aspiration" profile={profile} {...nav} />
        ) : null}
        {step === 'privacy' ? <PrivacyStep key={step} profile={profile} {...nav} /> : null}
      </Paper>
    </>
  );
}

/**
 * `/create-profile` and `/new-profile` (spec §2): the profile setup after registration — education, interests,
 * skills, aspirations (each needs at least one entry, spec §5), then privacy (who sees what, the CV bank) and is saved at the gateway when the youth goes
 * on, so the wizard resumes where it was left (`?step=`, or the first step still missing) and prefills every step
 * from the stored profile. A youth whose four parts are set already is sent to /my-profile.
 */
export function ProfileSetupPage() {
  return (
    <RequireAuth>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4">
          <FormattedMessage id="profile_setup.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="profile_setup.intro" />
        </Typography>
        <Wizard />
      </Container>
    </RequireAuth>
  );
}
