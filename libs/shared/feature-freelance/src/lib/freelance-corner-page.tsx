import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, publicLookup, useAddressList, useLookup } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { FREELANCE_LIMITS, type FreelanceOfferCard, freelanceEndpoints as E } from '@platform/contract';
import { CardListPage, useTranslate } from '@platform/ui';
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
  const { list, result } = useAddressList(LIST, E.freelanceOffers);
  const skills = useLookup(publicLookup('skills'), { value: list.state.skill_id });
  return (
    <CardListPage<FreelanceOfferCard>
      prefix="freelance"
      lead={
        flags.isYouthUser ? (
          <Typography sx={{ mb: 2 }}>
            <Link component={RouterLink} to="/my-freelance-corner">
              {t('freelance.my_page_link')}
            </Link>
          </Typography>
        ) : null
      }
      search={list.search}
      maxLength={FREELANCE_LIMITS.search}
      lookup={{
        labelId: 'freelance.skill',
        control: skills,
        value: list.state.skill_id,
        onChange: (id) => list.set({ skill_id: id ?? undefined }),
      }}
      result={result}
      paging={list.paging}
      rowKey={(offer) => String(offer.id)}
      renderCard={(offer) => <OfferCard offer={offer} />}
    />
  );
}
