import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { endpoints, type PublicFaq, type PublicNotice } from '@platform/contract';
import { errorResponse, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { FaqsPage } from './faqs-page';
import { NoticePage, NoticesPage } from './notices-pages';

setupMswServer();

let notices: PublicNotice[];
let faqs: PublicFaq[];
beforeEach(() => {
  notices = [
    {
      id: 2,
      notice_type: 2,
      title: 'চাকরি মেলা',
      title_en: 'Job fair',
      details: 'মেলা ঢাকায়',
      details_en: 'The fair is in Dhaka.\nBring your CV.',
      attachment: '/files/00000000-0000-4000-8000-000000000001',
      published_on: '2026-03-02',
    },
    {
      id: 1,
      notice_type: 1,
      title: 'ভর্তির নোটিশ',
      title_en: null,
      details: 'বিস্তারিত',
      details_en: null,
      attachment: null,
      published_on: '2026-03-01',
    },
  ];
  faqs = [
    { id: 1, title: 'প্রশ্ন এক', title_en: 'How do I sign up?', answer: 'উত্তর', answer_en: 'Press Sign up.' },
  ];
  server.use(
    handlerFor(endpoints.publicNotices, () => notices),
    handlerFor(
      endpoints.publicNotice,
      ({ params }) =>
        notices.find((n) => n.id === Number(params.id)) ?? errorResponse(404, 'errors.not_found'),
    ),
    handlerFor(endpoints.publicFaqs, () => faqs),
  );
});

const routes = [
  { path: '/notices', element: <NoticesPage /> },
  { path: '/notices/:id', element: <NoticePage /> },
];

describe('notices and news', () => {
  it('lists both kinds, newest first, and filters by type', async () => {
    const { userEvent: user } = renderWithPlatform(routes, { route: '/notices', locale: 'en-US' });
    expect(await screen.findByRole('link', { name: 'Job fair' })).toHaveAttribute('href', '/notices/2');
    // no English title: the Bengali one
    expect(screen.getByRole('link', { name: 'ভর্তির নোটিশ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByRole('link', { name: 'Job fair' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ভর্তির নোটিশ' })).not.toBeInTheDocument();
  });

  it('opens one with its text and attachment', async () => {
    renderWithPlatform(routes, { route: '/notices/2', locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job fair' })).toBeInTheDocument();
    expect(screen.getByText(/Bring your CV/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the attachment' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/files\/00000000-0000-4000-8000-000000000001$/),
    );
  });

  it('says so when a notice is not published', async () => {
    renderWithPlatform(routes, { route: '/notices/99', locale: 'en-US' });
    expect(await screen.findByText(/does not exist or is no longer published/)).toBeInTheDocument();
  });
});

describe('FAQs', () => {
  it('shows each question as a heading whose button opens the answer', async () => {
    const { userEvent: user } = renderWithPlatform(<FaqsPage />, { route: '/faqs', locale: 'en-US' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    const question = await screen.findByRole('button', { name: 'How do I sign up?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Press Sign up.')).toBeVisible();
  });
});
