import { FormattedMessage } from 'react-intl';
import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { STATIC_PAGE_TYPE, type ContactBody } from '@platform/contract';
import { PageTitle, PaperSection, useToast } from '@platform/ui';
import { useSendContactMessage } from '@platform/youth-data-access-static-content';
import { ContactForm, emptyContactMessage } from './contact-form';
import { StaticContent } from './static-content';

/** `/contact-us`: the contact_us static page (addresses, phone numbers) beside a working contact form. */
export function ContactPage() {
  const toast = useToast();
  const { trigger, isMutating } = useSendContactMessage();

  async function send(values: ContactBody, form: UseFormReturn<ContactBody>) {
    const mobile = values.mobile?.trim();
    await trigger({ body: { ...values, mobile: mobile ? mobile : undefined } });
    toast.success('pages.contact.form.success');
    form.reset(emptyContactMessage);
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="article">
          <StaticContent type={STATIC_PAGE_TYPE.CONTACT_US}>
            {(content) => <PageTitle titleId="pages.contact_us.title" text={content?.title} />}
          </StaticContent>
        </Box>
        <PaperSection
          title={<FormattedMessage id="pages.contact.form.title" />}
          headingVariant="h5"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            <FormattedMessage id="pages.contact.form.intro" />
          </Typography>
          <ContactForm onSubmit={send} submitting={isMutating} />
        </PaperSection>
      </Box>
    </Container>
  );
}
