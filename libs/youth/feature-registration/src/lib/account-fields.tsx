import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIMITS, REGISTRATION_ERRORS } from '@platform/contract';
import { FormTextField, resolveMessage, useTranslate, visuallyHidden } from '@platform/ui';
import { PASSWORD_PARTS, passwordParts } from '@platform/validation';

/** The mobile number of an account (11 digits; Bengali digits are read as ASCII by the shared schema). */
export function MobileField() {
  return (
    <FormTextField
      name="mobile"
      labelId="registration.fields.mobile"
      helperId="registration.fields.mobile_hint"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required
    />
  );
}

/**
 * The password rule as a checklist under the field, ticked as the youth types (the rule is there before any error);
 * once the form was refused, a part still missing is marked as an error.
 */
function PasswordChecklist() {
  const t = useTranslate();
  const headingId = useId();
  const value = (useWatch({ name: 'password' }) as string | undefined) ?? '';
  const { getFieldState, formState } = useFormContext();
  const refused = Boolean(getFieldState('password', formState).error);
  const met = passwordParts(value);
  return (
    <Box sx={{ mt: -1, mb: 1, ml: 1.75 }}>
      <Typography id={headingId} variant="body2" color="text.secondary">
        {t('registration.password.rules')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PASSWORD_PARTS.map((part) => {
          const done = met[part];
          const color = done ? 'success.main' : refused ? 'error.main' : 'text.secondary';
          const Icon = done ? CheckCircleOutlined : refused ? ErrorOutlined : RadioButtonUncheckedOutlined;
          return (
            <Typography
              component="li"
              variant="body2"
              key={part}
              sx={{ display: 'flex', gap: 0.75, alignItems: 'center', color }}
            >
              <Icon fontSize="small" aria-hidden />
              {t(`registration.password.part.${part}`, { min: LIMITS.PASSWORD_MIN_LENGTH })}
              <Box component="span" sx={visuallyHidden}>
                {t(done ? 'registration.password.met' : 'registration.password.unmet')}
              </Box>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

/** A new password and its confirmation (signup, vendor signup, reset, change): the rule as a live checklist. */
export function NewPasswordFields({ labelId = 'registration.fields.password' }: { labelId?: string }) {
  return (
    <>
      <FormTextField name="password" labelId={labelId} type="password" autoComplete="new-password" required />
      <PasswordChecklist />
      <FormTextField
        name="password_confirmation"
        labelId="registration.fields.password_confirmation"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** The free usernames a 'username taken' message names (registration.errors.username_taken). */
function suggestionsOf(message: unknown): string[] {
  const resolved = resolveMessage(message);
  if (resolved?.id !== REGISTRATION_ERRORS.usernameTaken) return [];
  return String(resolved.values?.suggestions ?? '')
    .split(', ')
    .filter(Boolean);
}

/** Is the username free? Rejects with the gateway's ApiError (its field errors) when it is not. */
export type UsernameCheck = (username: string) => Promise<unknown>;

/**
 * The username, checked when the youth leaves the field (not per key): a taken one says so at once and offers free
 * ones, each a button that takes it. The gateway answers the same at submit.
 */
function UsernameField({ check }: { check?: UsernameCheck }) {
  const t = useTranslate();
  const { getValues, setError, clearErrors, setValue, getFieldState, formState } = useFormContext();
  const value = useWatch({ name: 'username' }) as string | undefined;
  const checked = useRef<string | null>(null);
  const error = getFieldState('username', formState).error;
  const suggestions = suggestionsOf(error?.message);

  // a name the gateway refused is no longer the question once the youth types another
  useEffect(() => {
    if (error?.type === 'server' && checked.current !== null && value !== checked.current) {
      checked.current = null;
      clearErrors('username');
    }
  }, [value, error?.type, clearErrors]);

  async function onLeave() {
    const username = String(getValues('username') ?? '').trim();
    if (!check || username.length < 3 || getFieldState('username').error) return;
    try {
      await check(username);
    } catch (failure) {
      const message = (failure as { fieldErrors?: Record<string, string[]> }).fieldErrors?.username?.[0];
      if (!message) return; // offline or a refusal of another kind: the submit will tell
      checked.current = username;
      setError('username', { type: 'server', message });
    }
  }

  return (
    <Box onBlur={() => void onLeave()}>
      <FormTextField
        name="username"
        labelId="registration.fields.username"
        helperId="registration.fields.username_hint"
        autoComplete="username"
        required
      />
      {suggestions.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: -0.5, mb: 1, ml: 1.75 }}>
          {suggestions.map((name) => (
            <Button
              key={name}
              size="small"
              variant="outlined"
              onClick={() => {
                setValue('username', name, { shouldValidate: true, shouldDirty: true });
                checked.current = null;
              }}
            >
              {t('registration.username.use', { username: name })}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Username and new password of a self-registered account (youth and vendor signup). */
export function AccountFields({ check }: { check?: UsernameCheck }) {
  return (
    <>
      <UsernameField check={check} />
      <NewPasswordFields />
    </>
  );
}
