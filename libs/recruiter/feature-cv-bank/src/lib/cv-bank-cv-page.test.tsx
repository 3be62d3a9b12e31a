import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, type YouthPublicProfile } from '@platform/contract';
import {
  errorResponse,
  handlerFor,
  pdfHandlerFor,
  server,
  setupPlatformTests,
  stubDownload,
} from '@platform/testing';
import { makeCv, RAHIM, recruiter, recruiterPortal } from '../test/fixtures';
import { cvBankRoutes } from './cv-bank-routes';

const openPage = setupPlatformTests(cvBankRoutes);

function gateway(cv: YouthPublicProfile | 'missing', pdf: 'ok' | 'fails' = 'ok') {
  const pdfRequests: string[] = [];
  server.use(
    handlerFor(endpoints.cvBankCv, ({ params }) =>
      cv === 'missing' || params.id !== RAHIM ? errorResponse(404, 'errors.not_found') : cv,
    ),
    pdf === 'ok'
      ? pdfHandlerFor(endpoints.cvBankCvPdf, 'Rahim-Uddin-CV.pdf', pdfRequests)
      : handlerFor(endpoints.cvBankCvPdf, () => errorResponse(500, 'errors.internal')),
  );
  return { pdfRequests };
}

const open = (route = `/cv-bank/${RAHIM}`) => openPage(route, { user: recruiter, portal: recruiterPortal });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/cv-bank/{publicId}', () => {
  it('shows the same CV as the public one: the shown parts, none of the hidden ones', async () => {
    gateway(makeCv());
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Rahim Uddin');
    for (const name of ['About me', 'Job experience', 'Skills'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Job experience' })).getByRole('heading', {
        level: 3,
        name: 'Junior Web Developer',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Addresses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guardians' })).not.toBeInTheDocument();
    expect(screen.getByText('Parts the youth keeps private are not shown.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the CV bank' })).toHaveAttribute('href', '/cv-bank');
  });

  it('downloads the CV as a PDF in the UI’s language', async () => {
    const { pdfRequests } = gateway(makeCv());
    const { clicks: click } = stubDownload();
    const { userEvent: user } = open();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 4000 }));
    expect(await screen.findByText('The CV is downloaded.')).toBeInTheDocument();
    expect(pdfRequests).toEqual([`/private/cv-bank/${RAHIM}/cv.pdf?lang=en-US`]);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says when the download fails', async () => {
    gateway(makeCv(), 'fails');
    const { userEvent: user } = open();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 4000 }));
    expect(await screen.findByText('The PDF could not be downloaded. Try again.')).toBeInTheDocument();
  });

  it('says when a CV is not in the CV bank', async () => {
    gateway('missing');
    open('/cv-bank/00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByText(
        'This CV is not in the CV bank (the account may be closed).',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });
});
