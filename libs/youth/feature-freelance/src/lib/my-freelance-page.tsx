import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { PageTitle, useTranslate } from '@platform/ui';
import { MyMessages } from './my-messages';
import { MyOffers } from './my-offers';

const TABS = ['offers', 'messages'] as const;
type FreelanceTab = (typeof TABS)[number];

/**
 * /my-freelance-corner (spec §2 youth menu "freelance corner", ADR 0099): the youth's offers and the messages visitors
 * sent about them, a tab each (`?tab=messages`).
 */
function MyFreelance() {
  const t = useTranslate();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: FreelanceTab = params.get('tab') === 'messages' ? 'messages' : 'offers';
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle titleId="freelance.mine.title" />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('freelance.mine.intro')}
      </Typography>
      <Link component={RouterLink} to="/freelance-corner" sx={{ display: 'inline-block', mb: 2 }}>
        {t('freelance.detail.back')}
      </Link>
      <Tabs
        value={tab}
        onChange={(_e, next: FreelanceTab) => setParams(next === 'offers' ? {} : { tab: next })}
        aria-label={t('freelance.mine.title')}
        sx={{ mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`freelance.mine.tab_${name}`)}
            id={`${id}-${name}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'offers' ? <MyOffers /> : <MyMessages />}
      </Box>
    </Container>
  );
}

export function MyFreelancePage() {
  return (
    <RequireAuth>
      <MyFreelance />
    </RequireAuth>
  );
}
