import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { Locale } from '@platform/contract';
import { Form, FormErrorSummary, type FormRules } from '@platform/ui';

/** The page's language, sent with a registration or a code request: codes and links arrive in it. */
export function usePageLocale(): Locale {
  return useIntl().locale.startsWith('bn') ? 'bn-BD' : 'en-US';
}

/** The frame of every account page (signup, verification, recovery): a narrow card with the page's h1 and intro. */
export function AccountPage({
  titleId,
  introId,
  children,
}: {
  titleId: string;
  introId?: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage id={titleId} />
        </Typography>
        {introId ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            <FormattedMessage id={introId} />
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}

/**
 * A signup form (youth, vendor): the shared schema with the password told part by part, the error summary above the
 * fields after a refused submit (`fields`: name → label id, in order), and "Create account".
 */
export function RegistrationForm<T extends FieldValues>({
  schema,
  labelId,
  defaultValues,
  fields,
  busy,
  onSubmit,
  children,
}: {
  schema: FormRules<T>;
  labelId: string;
  defaultValues: DefaultValues<T>;
  fields: Record<string, string>;
  busy: boolean;
  onSubmit: (values: T) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Form schema={schema} labelId={labelId} defaultValues={defaultValues} onSubmit={onSubmit}>
      <FormErrorSummary fields={fields} />
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 3 }}>
        <FormattedMessage id="registration.signup.submit" />
      </Button>
    </Form>
  );
}
