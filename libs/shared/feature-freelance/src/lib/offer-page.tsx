import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteId } from '@platform/api-client';
import { useFreelanceOffer } from '@platform/data-access-freelance';
import { NamedChipList, PublicRecordPage, useLocalName, useLocalTitle, useTranslate } from '@platform/ui';
import { ContactForm } from './contact-form';
import { OfferYouth, useRateText } from './offer-card';

/**
 * /freelance-corner/{id} (ADR 0099): one active offer — title, rate, availability, skills, description and the youth's
 * public name and photo — and the form that writes to the youth. A paused, deleted or unknown offer is "not available".
 */
export function FreelanceOfferPage() {
  const t = useTranslate();
  const title = useLocalTitle();
  const name = useLocalName();
  const rate = useRateText();
  const id = useRouteId();
  const result = useFreelanceOffer(id);
  return (
    <PublicRecordPage
      back={{ to: '/freelance-corner', labelId: 'freelance.detail.back' }}
      busyLabelId="freelance.title"
      result={result}
      valid={id !== null}
      notFoundId="freelance.detail.not_found"
      notFoundTitleId="freelance.title"
      loadErrorId="freelance.load_error"
      title={title}
    >
      {(offer) => (
        <>
          <Box sx={{ mt: 2 }}>
            <OfferYouth youth={offer.youth} size={64} />
          </Box>
          <Stack component="dl" spacing={0.5} sx={{ my: 2, '& dd': { m: 0, mb: 1 } }}>
            <Typography component="dt" variant="subtitle2">
              {t('freelance.detail.rate')}
            </Typography>
            <Typography component="dd">{rate(offer.rate_amount, offer.rate_unit)}</Typography>
            {offer.availability ? (
              <>
                <Typography component="dt" variant="subtitle2">
                  {t('freelance.detail.availability')}
                </Typography>
                <Typography component="dd" sx={{ overflowWrap: 'anywhere' }}>
                  {offer.availability}
                </Typography>
              </>
            ) : null}
          </Stack>
          <NamedChipList items={offer.skills} labelId="freelance.card.skills" />
          <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
            {t('freelance.detail.description')}
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {offer.description}
          </Typography>
          <Divider sx={{ my: 3 }} />
          <ContactForm offerId={offer.id} youthName={name(offer.youth.full_name, offer.youth.full_name_en)} />
        </>
      )}
    </PublicRecordPage>
  );
}
