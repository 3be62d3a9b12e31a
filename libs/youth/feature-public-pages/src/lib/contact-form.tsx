import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseFormReturn } from 'react-hook-form';
import type { ContactBody } from '@platform/contract';
import { Form, FormTextField } from '@platform/ui';

/** The rules, loaded when the form is first used (ADR 0148). */
const rules = () => import('./contact-rules').then((m) => m.contactRules);

export const emptyContactMessage: ContactBody = { name: '', email: '', mobile: '', subject: '', message: '' };

interface ContactFormProps {
  defaultValues?: ContactBody;
  /** Rejecting with an ApiError puts the gateway's field errors on their fields. */
  onSubmit: (values: ContactBody, form: UseFormReturn<ContactBody>) => Promise<void>;
  submitting?: boolean;
}

/** Name, e-mail, optional mobile, subject and message, validated by the shared `contactSchema` (loaded lazily). */
export function ContactForm({
  defaultValues = emptyContactMessage,
  onSubmit,
  submitting = false,
}: ContactFormProps) {
  return (
    <Form schema={rules} labelId="pages.contact.form.title" defaultValues={defaultValues} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <FormTextField
          name="name"
          labelId="pages.contact.form.name"
          helperId="pages.contact.form.name_help"
          autoComplete="name"
          required
        />
        <FormTextField
          name="email"
          labelId="pages.contact.form.email"
          type="email"
          helperId="pages.contact.form.email_help"
          autoComplete="email"
          required
        />
        <FormTextField
          name="mobile"
          labelId="pages.contact.form.mobile"
          helperId="pages.contact.form.mobile_help"
          type="tel"
          autoComplete="tel"
        />
        <FormTextField
          name="subject"
          labelId="pages.contact.form.subject"
          helperId="pages.contact.form.subject_help"
          required
        />
        <FormTextField
          name="message"
          labelId="pages.contact.form.message"
          helperId="pages.contact.form.message_help"
          multiline
          rows={5}
          required
        />
        <div>
          <Button type="submit" variant="contained" size="large" loading={submitting}>
            <FormattedMessage id="pages.contact.form.submit" />
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
