import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type FreelanceOfferCard,
  type FreelanceOfferPublic,
  freelanceEndpoints as E,
} from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import {
  asYouth,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { freelanceCornerRoutes } from './freelance-routes';

const open = setupPlatformTests(freelanceCornerRoutes);

const card = (n: number, over: Partial<FreelanceOfferCard> = {}): FreelanceOfferCard => ({
  id: n,
  title: `অফার ${n}`,
  title_en: `Offer ${n}`,
  excerpt: 'Small business websites, built with care.',
  skills: [{ id: 4, title: 'ওয়েব ডিজাইন', title_en: 'Web design' }],
  rate_amount: 800,
  rate_unit: 'hourly',
  availability: 'Weekday evenings',
  youth: { full_name: 'রহিম উদ্দিন', full_name_en: 'Rahim Uddin', photo_file_id: null },
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});
const offer = (over: Partial<FreelanceOfferPublic> = {}): FreelanceOfferPublic => ({
  ...card(5),
  description: 'I build small business websites.\nFast and mobile-first.',
  ...over,
});

const skillsLookup = () => {
  const list = resourceEndpoints(RESOURCES.skills).lookupList;
  if (!list) throw new Error('skills have a public lookup');
  return listHandlerFor(list, () => ({
    data: [{ id: 4, title: 'ওয়েব ডিজাইন', title_en: 'Web design', row_status: 1 }],
  }));
};

describe('/freelance-corner', () => {
  it('shows the offers as cards with the rate, the youth’s public name and the skills, twelve a page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      listHandlerFor(E.freelanceOffers, ({ query }) => {
        asked.push(query);
        return { data: [card(1), card(2, { rate_unit: 'fixed', rate_amount: 15000 })], meta: { total: 14 } };
      }),
    );
    open('/freelance-corner', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Freelance corner' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Freelance corner' }));
    expect(list.getByRole('link', { name: 'Offer 1' })).toHaveAttribute('href', '/freelance-corner/1');
    expect(list.getByText('৳800 per hour')).toBeInTheDocument();
    expect(list.getByText('৳15,000, fixed price')).toBeInTheDocument();
    expect(list.getAllByText('Offered by Rahim Uddin')).toHaveLength(2);
    expect(list.getAllByRole('img', { name: 'Photo of Rahim Uddin' })).toHaveLength(2);
    expect(
      within(list.getAllByRole('list', { name: 'Skills' })[0] as HTMLElement).getByText('Web design'),
    ).toBeInTheDocument();
    expect(screen.getByText('14 offers found')).toBeInTheDocument();
    expect(asked[0]?.get('page_size')).toBe('12');
    // the public is not led to a youth's own page
    expect(screen.queryByRole('link', { name: 'My freelance offers and messages' })).toBeNull();
  });

  it('searches and filters by one skill, in the address; a signed-in youth is led to their own page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      skillsLookup(),
      listHandlerFor(E.freelanceOffers, ({ query }) => {
        asked.push(query);
        return { data: query.get('search') === 'logo' ? [card(7)] : [card(1), card(7)] };
      }),
    );
    const { userEvent: user, router } = open('/freelance-corner', asYouth());
    await screen.findByRole('link', { name: 'Offer 1' });
    expect(screen.getByRole('link', { name: 'My freelance offers and messages' })).toHaveAttribute(
      'href',
      '/my-freelance-corner',
    );
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('searchbox', { name: 'Search offers' }), 'logo');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Offer 1' })).not.toBeInTheDocument());
    expect(router.state.location.search).toContain('search=logo');
    await user.click(screen.getByRole('combobox', { name: 'Skill' }));
    await user.click(await screen.findByRole('option', { name: 'Web design' }));
    await waitFor(() => expect(asked.at(-1)?.get('skill_id')).toBe('4'));
  });

  it('says so when nothing matches, and offers a retry when the list cannot be read', async () => {
    server.use(listHandlerFor(E.freelanceOffers, () => ({ data: [] })));
    const first = open('/freelance-corner', { user: null });
    expect(await screen.findByText('No offers found')).toBeInTheDocument();
    expect(screen.getByText('Try other words, or clear the skill filter.')).toBeInTheDocument();
    first.unmount();
    server.use(listHandlerFor(E.freelanceOffers, () => errorResponse(500, 'errors.internal')));
    open('/freelance-corner', { user: null });
    expect(await screen.findByText('The freelance offers could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/freelance-corner/{id}', () => {
  it('shows the offer; the public is asked to sign in before writing', async () => {
    server.use(handlerFor(E.freelanceOffer, () => offer()));
    open('/freelance-corner/5', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer 5' })).toBeInTheDocument();
    expect(screen.getByText('৳800 per hour')).toBeInTheDocument();
    expect(screen.getByText('Weekday evenings')).toBeInTheDocument();
    expect(screen.getByText(/Fast and mobile-first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to write to this young person' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });

  it('a signed-in visitor sees the rules first, then the errors, then sends the message', async () => {
    const sent: unknown[] = [];
    server.use(
      handlerFor(E.freelanceOffer, () => offer()),
      handlerFor(E.sendFreelanceMessage, ({ body, params }) => {
        sent.push({ id: params.id, body });
        return { id: 1, created_at: '2026-11-26T10:00:00.000Z' };
      }),
    );
    const { userEvent: user } = open('/freelance-corner/5', asYouth());
    const form = await screen.findByRole('form', { name: 'Send message' });
    expect(within(form).getByText(/at most 10 messages a day/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Write to Rahim Uddin' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'A website for us');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Could you build ours?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { id: '5', body: { subject: 'A website for us', message: 'Could you build ours?' } },
      ]),
    );
    expect(
      await screen.findByText('Your message was sent. The young person will answer you.'),
    ).toBeInTheDocument();
  });

  it('shows the gateway’s refusal (the daily limit) and a missing offer as not available', async () => {
    server.use(
      handlerFor(E.freelanceOffer, () => offer()),
      handlerFor(E.sendFreelanceMessage, () => errorResponse(429, 'freelance.errors.too_many_messages')),
    );
    const { userEvent: user, unmount } = open('/freelance-corner/5', asYouth());
    const form = await screen.findByRole('form', { name: 'Send message' });
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('You have sent 10 messages today. Try again tomorrow.'),
    ).toBeInTheDocument();
    unmount();

    server.use(handlerFor(E.freelanceOffer, () => errorResponse(404, 'errors.not_found')));
    open('/freelance-corner/6', { user: null });
    expect(await screen.findByText('This offer is not available.')).toBeInTheDocument();
  });
});
