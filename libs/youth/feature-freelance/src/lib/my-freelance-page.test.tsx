import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type FreelanceMessage, type FreelanceOffer, freelanceEndpoints as E } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { asYouth, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { myFreelanceRoutes } from './freelance-routes';

const open = setupPlatformTests(myFreelanceRoutes, asYouth());

const offer = (over: Partial<FreelanceOffer> = {}): FreelanceOffer => ({
  id: 3,
  title: 'ওয়েবসাইট ডিজাইন',
  title_en: 'Website design',
  description: 'Small business websites.',
  skills: [{ id: 4, title: 'ওয়েব ডিজাইন', title_en: 'Web design' }],
  rate_amount: 800,
  rate_unit: 'hourly',
  availability: 'Weekday evenings',
  status: 'active',
  message_count: 1,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});
const message: FreelanceMessage = {
  id: 9,
  offer: { id: 3, title: 'ওয়েবসাইট ডিজাইন', title_en: 'Website design' },
  subject: 'A website for us',
  message: 'Could you build ours?',
  sender: {
    full_name: 'নাসরিন',
    full_name_en: 'Nasrin Akter',
    email: 'nasrin@tea.example',
    mobile: '01712340001',
  },
  created_at: '2026-11-26T10:00:00.000Z',
};

const skillsLookup = () => {
  const list = resourceEndpoints(RESOURCES.skills).lookupList;
  if (!list) throw new Error('skills have a public lookup');
  return listHandlerFor(list, () => ({
    data: [{ id: 4, title: 'ওয়েব ডিজাইন', title_en: 'Web design', row_status: 1 }],
  }));
};

describe('/my-freelance-corner', () => {
  it('lists the youth’s offers with status, rate and messages; pauses one', async () => {
    const statuses: unknown[] = [];
    server.use(
      listHandlerFor(E.myFreelanceOffers, () => ({ data: [offer()] })),
      handlerFor(E.setFreelanceOfferStatus, ({ body }) => {
        statuses.push(body);
        return offer({ status: 'paused' });
      }),
    );
    const { userEvent: user } = open('/my-freelance-corner');
    expect(await screen.findByRole('heading', { level: 1, name: 'My freelance corner' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Website design' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('৳800 per hour')).toBeInTheDocument();
    expect(within(card).getByText('1 message')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See it as the public does' })).toHaveAttribute(
      'href',
      '/freelance-corner/3',
    );
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(statuses).toEqual([{ status: 'paused' }]));
  });

  it('offers a service: the rules show first, then the errors, then the exact body is sent', async () => {
    const created: unknown[] = [];
    server.use(
      skillsLookup(),
      listHandlerFor(E.myFreelanceOffers, () => ({ data: [] })),
      handlerFor(E.createFreelanceOffer, ({ body }) => {
        created.push(body);
        return offer();
      }),
    );
    const { userEvent: user } = open('/my-freelance-corner');
    expect(await screen.findByText('No offers found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer a service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer a service' });
    expect(within(dialog).getByText(/1 to 10 skills/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    expect(created).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title (Bengali)' }), 'ওয়েবসাইট ডিজাইন');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Small business websites.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Web design' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate (BDT)' }), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(created).toEqual([
        {
          title: 'ওয়েবসাইট ডিজাইন',
          title_en: null,
          description: 'Small business websites.',
          skill_ids: [4],
          rate_amount: 800,
          rate_unit: 'hourly',
          availability: null,
          status: 'active',
        },
      ]),
    );
  });

  it('shows the messages with each sender’s contact on the messages tab', async () => {
    server.use(
      listHandlerFor(E.myFreelanceOffers, () => ({ data: [offer()] })),
      listHandlerFor(E.myFreelanceMessages, () => ({ data: [message] })),
    );
    const { userEvent: user } = open('/my-freelance-corner');
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    const card = (await screen.findByRole('heading', { name: 'A website for us' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Could you build ours?')).toBeInTheDocument();
    expect(within(card).getByText(/About: Website design/)).toBeInTheDocument();
    expect(within(card).getByText('From Nasrin Akter')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'nasrin@tea.example' })).toHaveAttribute(
      'href',
      'mailto:nasrin@tea.example',
    );
    expect(within(card).getByRole('link', { name: '01712340001' })).toHaveAttribute(
      'href',
      'tel:01712340001',
    );
  });
});
