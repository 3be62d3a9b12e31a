import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type Certificate, certificateEndpoints as E } from '@platform/contract';
import {
  asYouth,
  CERTIFICATE_ID as ID,
  errorResponse,
  handlerFor,
  makeCertificate,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { certificatesRoutes } from './route-table';

const open = setupPlatformTests(certificatesRoutes, asYouth());

const certificate = makeCertificate();

it('lists the youth’s certificates with their downloads and the public page', async () => {
  server.use(handlerFor(E.youthCertificates, () => [certificate]));
  open('/certificates');
  expect(await screen.findByRole('heading', { level: 1, name: 'My certificates' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Web design' });
  expect(within(card).getByText('Dhaka Technical')).toBeInTheDocument();
  expect(within(card).getByText('Valid')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Open Badge (JSON)' })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Public page of Web design' })).toHaveAttribute(
    'href',
    `/certificates/${ID}`,
  );
});

it('says so when the youth has no certificate yet', async () => {
  server.use(handlerFor(E.youthCertificates, () => []));
  open('/certificates');
  expect(await screen.findByText(/Finish a course to earn one/)).toBeInTheDocument();
});

it('confirms a certificate on the public page to a visitor', async () => {
  server.use(
    handlerFor(E.certificateVerification, ({ params }) => {
      const { verification_url: _u, course_id: _c, ...rest } = certificate;
      return { ...rest, id: params.id ?? '' };
    }),
  );
  open(`/certificates/${ID}`, { user: null });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Certificate verification' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('রহিম উদ্দিন (Rahim Uddin)')).toBeInTheDocument();
  expect(screen.getByText('ওয়েব ডিজাইন (Web design)')).toBeInTheDocument();
  expect(screen.getByText('ঢাকা কারিগরি (Dhaka Technical)')).toBeInTheDocument();
  expect(screen.getByText(ID)).toBeInTheDocument();
  expect(screen.getAllByText('Valid').length).toBeGreaterThan(0);
});

it('shows an RPL certificate’s occupation, level and batch, not a course', async () => {
  const rpl: Certificate = {
    ...certificate,
    course_id: null,
    course_title: 'রাজমিস্ত্রি, স্তর ২',
    course_title_en: 'Mason, Level 2',
    rpl: {
      occupation_title: 'রাজমিস্ত্রি',
      occupation_title_en: 'Mason',
      level_title: 'স্তর ২',
      level_title_en: 'Level 2',
      batch_title: 'রাজমিস্ত্রি ব্যাচ ২',
      batch_title_en: 'Masons, batch 2',
    },
  };
  server.use(
    handlerFor(E.youthCertificates, () => [rpl]),
    handlerFor(E.certificateVerification, () => {
      const { verification_url: _u, course_id: _c, ...rest } = rpl;
      return rest;
    }),
  );
  open('/certificates');
  const card = await screen.findByRole('article', { name: 'Mason, Level 2' });
  expect(within(card).getByText('Recognition of prior learning (RPL): Level 2')).toBeInTheDocument();
  await within(card).getByRole('link', { name: 'Public page of Mason, Level 2' }).click();
  expect(await screen.findByText('রাজমিস্ত্রি (Mason)')).toBeInTheDocument();
  expect(screen.getByText('RPL level')).toBeInTheDocument();
  expect(screen.getByText('স্তর ২ (Level 2)')).toBeInTheDocument();
  expect(screen.getByText('রাজমিস্ত্রি ব্যাচ ২ (Masons, batch 2)')).toBeInTheDocument();
  expect(screen.queryByText('Course')).toBeNull();
});

it('says not found for a forged id', async () => {
  server.use(handlerFor(E.certificateVerification, () => errorResponse(404, 'errors.not_found')));
  open('/certificates/forged-id', { user: null });
  expect(await screen.findByRole('alert')).toHaveTextContent('Certificate not found');
  expect(screen.queryByText('Holder')).toBeNull();
});

it('shows a revoked certificate as revoked: the day on the public page, no downloads for the youth', async () => {
  const revoked = { ...certificate, validity: 'revoked' as const, revoked_on: '2026-11-26' };
  server.use(
    handlerFor(E.youthCertificates, () => [revoked]),
    handlerFor(E.certificateVerification, () => {
      const { verification_url: _u, course_id: _c, ...rest } = revoked;
      return rest;
    }),
  );
  open('/certificates');
  const card = await screen.findByRole('article', { name: 'Web design' });
  expect(within(card).getByText('Revoked')).toBeInTheDocument();
  expect(
    within(card).getByText(/^Revoked on .*2026\. It can no longer be downloaded\.$/),
  ).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Download PDF' })).toBeNull();
  expect(within(card).queryByRole('button', { name: 'Open Badge (JSON)' })).toBeNull();
  await within(card).getByRole('link', { name: 'Public page of Web design' }).click();
  const label = await screen.findByText('Revoked on');
  expect(label.parentElement?.textContent).toMatch(/2026/);
});
