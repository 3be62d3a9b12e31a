import { useIntl } from 'react-intl';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { usePublicFaqs } from '@platform/youth-data-access-static-content';
import { ContentListPage, ContentSkeleton } from './public-content';

/** `/faqs`: the questions as headings that open their answers, in the admin's order. */
export function FaqsPage() {
  const query = usePublicFaqs();
  const { locale } = useIntl();
  const en = locale.startsWith('en');
  return (
    <ContentListPage area="cms.faqs" query={query} skeleton={<ContentSkeleton height={56} gap={1} />}>
      {(items) =>
        items.map((faq) => (
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
        ))
      }
    </ContentListPage>
  );
}
