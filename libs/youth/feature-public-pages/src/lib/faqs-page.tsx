import { FormattedMessage, useIntl } from 'react-intl';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { LoadErrorAlert, PageTitle, visuallyHidden } from '@platform/ui';
import { usePublicFaqs } from '@platform/youth-data-access-static-content';

/** `/faqs`: the questions as headings that open their answers, in the admin's order. */
export function FaqsPage() {
  const { data, error, isLoading, mutate } = usePublicFaqs();
  const { locale } = useIntl();
  const en = locale.startsWith('en');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle titleId="cms.faqs.title" />
      {error && <LoadErrorAlert messageId="cms.faqs.load_error" onRetry={() => void mutate()} mb={0} />}
      {isLoading && !data && (
        <Box aria-busy="true" role="status">
          <Box component="span" sx={visuallyHidden}>
            <FormattedMessage id="common.loading" />
          </Box>
          <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      )}
      {data?.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id="cms.faqs.none" />
        </Alert>
      )}
      {data?.map((faq) => (
        <Accordion
          key={faq.id}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreOutlined aria-hidden />}
            id={`faq-${faq.id}-question`}
            aria-controls={`faq-${faq.id}-answer`}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
              {(en && faq.title_en) || faq.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${faq.id}-answer`} aria-labelledby={`faq-${faq.id}-question`}>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
              {(en && faq.answer_en) || faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
