import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '@platform/auth';
import type { FreelanceMessageBody } from '@platform/contract';
import { useSendFreelanceMessage } from '@platform/data-access-freelance';
import { Form, FormTextField, useToast, useTranslate } from '@platform/ui';
import { freelanceMessageSchema } from '@platform/validation';

/**
 * Writing to the offer's youth through the platform: the rules first (what the youth will see of the sender, the
 * limits), then subject and message. The public is asked to sign in first.
 */
export function ContactForm({ offerId, youthName }: { offerId: number; youthName: string }) {
  const t = useTranslate();
  const toast = useToast();
  const { user, signIn } = useAuth();
  const send = useSendFreelanceMessage();
  const [sent, setSent] = useState(0);
  if (!user)
    return (
      <Button variant="contained" onClick={() => void signIn(`/freelance-corner/${offerId}`)}>
        {t('freelance.contact.sign_in')}
      </Button>
    );
  const save = async (body: FreelanceMessageBody) => {
    await send.trigger({ params: { id: offerId }, body });
    toast.success('freelance.success.sent');
    setSent((n) => n + 1);
  };
  return (
    <section aria-labelledby="freelance-contact-title">
      <Typography id="freelance-contact-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('freelance.contact.title', { name: youthName })}
      </Typography>
      {sent > 0 ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('freelance.contact.sent')}
        </Alert>
      ) : null}
      <Form<FreelanceMessageBody>
        key={sent}
        schema={freelanceMessageSchema}
        defaultValues={{ subject: '', message: '' }}
        onSubmit={save}
        labelId="freelance.contact.submit"
        rulesId="freelance.contact.rules"
      >
        <FormTextField name="subject" labelId="freelance.contact.subject" required />
        <FormTextField name="message" labelId="freelance.contact.message" required multiline minRows={4} />
        <Button type="submit" variant="contained" disabled={send.isMutating}>
          {t('freelance.contact.submit')}
        </Button>
      </Form>
    </section>
  );
}
