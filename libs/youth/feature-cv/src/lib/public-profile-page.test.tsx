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
import { makeCvView, makeGuardian } from '../test/fixtures';
import { cvRoutes } from './cv-routes';

const open = setupPlatformTests(cvRoutes);

const ID = '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10';

function gateway(view: YouthPublicProfile | 'missing') {
  const pdfRequests: string[] = [];
  server.use(
    handlerFor(endpoints.publicYouthProfile, ({ params }) =>
      view === 'missing' || params.id !== ID ? errorResponse(404, 'errors.not_found') : view,
    ),
    pdfHandlerFor(endpoints.publicYouthCvPdf, 'Rahim-Uddin-CV.pdf', pdfRequests),
  );
  return { pdfRequests };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/youth-profile/{id}', () => {
  it('shows a visitor the parts the youth shows, and none of the hidden ones', async () => {
    // the gateway leaves hidden parts out: here contact, addresses and guardians are hidden
    const { contact: _hidden, ...shown } = makeCvView();
    gateway(shown);
    open(`/youth-profile/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Rahim Uddin');
    expect(screen.getByText('রহিম উদ্দিন')).toHaveAttribute('lang', 'bn');
    for (const name of ['About me', 'Job experience', 'Education', 'Skills']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const education = within(screen.getByRole('region', { name: 'Education' }));
    expect(education.getByRole('heading', { level: 3, name: 'B.Sc. (Engineering)' })).toBeInTheDocument();
    expect(education.getByText('CGPA 3.42 out of 4 · Computer Science and Engineering')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guardians' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Addresses' })).not.toBeInTheDocument();
    expect(screen.queryByText('rahim@example.test')).not.toBeInTheDocument();
    expect(screen.queryByText('01712345678')).not.toBeInTheDocument();
    // no association approved this youth: no badge list
    expect(screen.queryByRole('list', { name: 'Approved by industry associations' })).toBeNull();
  });

  it('shows a part once the youth shows it (guardians, contact), and the associations’ badges (ADR 0104)', async () => {
    gateway(
      makeCvView({
        guardians: [makeGuardian()],
        association_badges: [{ id: 1, title: 'বেসিস', title_en: 'BASIS' }],
      }),
    );
    open(`/youth-profile/${ID}`);
    const guardians = within(await screen.findByRole('region', { name: 'Guardians' }, { timeout: 4000 }));
    expect(guardians.getByText('Abdul Karim')).toBeInTheDocument();
    expect(screen.getByText('rahim@example.test')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Approved by industry associations' }));
    expect(badges.getByText('Approved by BASIS')).toBeInTheDocument();
  });

  it('lists the certificates the youth added to the CV with their number and verification link (ADR 0115)', async () => {
    const url = 'http://localhost:4200/certificates/3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11';
    gateway(
      makeCvView({
        earned_certificates: [
          {
            id: '3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11',
            course_title: 'ওয়েব ডিজাইন',
            course_title_en: 'Web design',
            institute_title: 'ঢাকা কারিগরি',
            institute_title_en: 'Dhaka Technical',
            issued_on: '2026-11-20',
            verification_url: url,
          },
        ],
      }),
    );
    open(`/youth-profile/${ID}`);
    const earned = within(
      await screen.findByRole('region', { name: 'Certificates earned on the platform' }, { timeout: 4000 }),
    );
    expect(earned.getByRole('heading', { level: 3, name: 'Web design' })).toBeInTheDocument();
    expect(earned.getByText('Dhaka Technical')).toBeInTheDocument();
    expect(earned.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(earned.getByText('Certificate no. 3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11')).toBeInTheDocument();
    expect(earned.getByRole('link', { name: url })).toHaveAttribute('href', url);
  });

  it('downloads the public CV in the youth’s chosen template', async () => {
    const { pdfRequests } = gateway(makeCvView());
    const { clicks: click } = stubDownload();
    const { userEvent: user } = open(`/youth-profile/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download CV (PDF)' }, { timeout: 4000 }));
    expect(await screen.findByText('Your CV is downloaded.')).toBeInTheDocument();
    expect(pdfRequests).toEqual([`/public/youth/${ID}/cv.pdf?template=modern&lang=en-US`]);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says when a profile does not exist or is no longer public', async () => {
    gateway('missing');
    open('/youth-profile/00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByText('This profile does not exist or is no longer public.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Youth profile' })).toBeInTheDocument();
  });
});
