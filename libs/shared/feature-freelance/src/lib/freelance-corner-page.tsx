import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, publicLookup, useListParams, useLookup } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { FREELANCE_LIMITS, type FreelanceOfferCard } from '@platform/contract';
import { useFreelanceOffers } from '@platform/data-access-freelance';
import { ListSearchAndLookup, PageTitle, ServerList, useTranslate } from '@platform/ui';
import { OfferCard } from './offer-card';

const PAGE_SIZE = 12;

/** The corner's address: `?search=design&skill_id=4&page=2`. */
const LIST = defineListParams({
  params: {
    search: listParam.text(FREELANCE_LIMITS.search),
    skill_id: listParam.id(),
  },
  pageSizes: [PAGE_SIZE],
  defaultPageSize: PAGE_SIZE,
});

/**
 * /freelance-corner (issue 18 item 5, ADR 0099): the active offers by words and one skill, twelve a page; each card
 * leads to the offer's page, where a signed-in visitor writes to its youth. A signed-in youth is shown the way to
 * their own offers and messages.
 */
export function FreelanceCornerPage() {
  const t = useTranslate();
  const { flags } = useAuth();
  const list = useListParams(LIST);
  const result = useFreelanceOffers(list.query);
  const skills = useLookup(publicLookup('skills'), { value: list.state.skill_id });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle titleId="freelance.title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('freelance.intro')}
      </Typography>
      {flags.isYouthUser ? (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/my-freelance-corner">
            {t('freelance.my_page_link')}
          </Link>
        </Typography>
      ) : null}
      <ListSearchAndLookup
        search={{
          labelId: 'freelance.search',
          submitId: 'freelance.search_submit',
          search: list.search,
          maxLength: FREELANCE_LIMITS.search,
        }}
        lookup={{
          labelId: 'freelance.skill',
          control: skills,
          value: list.state.skill_id,
          onChange: (id) => list.set({ skill_id: id ?? undefined }),
        }}
      />
      <Box component="section" aria-label={t('freelance.title')}>
        <ServerList<FreelanceOfferCard>
          variant="cards"
          result={result}
          countId="freelance.results"
          paging={list.paging}
          labelPrefix="freelance"
          retryId="freelance.retry"
          emptyHintId="freelance.empty"
          rowKey={(offer) => String(offer.id)}
          renderCard={(offer) => <OfferCard offer={offer} />}
        />
      </Box>
    </Container>
  );
}
