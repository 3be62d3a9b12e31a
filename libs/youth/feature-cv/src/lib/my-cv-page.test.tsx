import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type YouthPublicProfile } from '@platform/contract';
import { asYouth, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { makeCvView } from '../test/fixtures';
import { cvRoutes } from './cv-routes';

const open = setupPlatformTests(cvRoutes);

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

/** A gateway with the youth's CV view and its PDF; records the PDF requests' queries. */
function gateway(
  view: YouthPublicProfile = makeCvView(),
  pdf: 'ok' | 'fails' = 'ok',
  save: 'ok' | 'fails' = 'ok',
) {
  const pdfQueries: URLSearchParams[] = [];
  const chosen: unknown[] = [];
  server.use(
    handlerFor(endpoints.youthOwnCv, () => view),
    handlerFor(endpoints.myAssociationApprovals, () => []),
    handlerFor(endpoints.updateYouthCvTemplate, ({ body }) => {
      chosen.push(body);
      return save === 'fails' ? errorResponse(500, 'errors.general') : (body as { cv_template: 'classic' });
    }),
    handlerFor(endpoints.youthOwnCvPdf, ({ query }) => {
      pdfQueries.push(query);
      if (pdf === 'fails') return errorResponse(500, 'errors.general');
      return new Response(PDF, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Rahim-Uddin-CV.pdf"',
        },
      });
    }),
  );
  return { pdfQueries, chosen };
}

async function openMyCv(locale?: 'en-US' | 'bn-BD') {
  const view = open('/my-cv', { ...asYouth(), locale });
  await screen.findByRole('radiogroup', {}, { timeout: 4000 });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/my-cv', () => {
  it('offers three templates, each previewed with the youth’s own CV, the youth’s chosen one selected', async () => {
    gateway();
    const { userEvent: user } = await openMyCv();
    expect(screen.getByRole('heading', { level: 1, name: 'My CV' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'CV template' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Classic', 'Modern', 'Colorful']);
    expect(within(group).getByRole('radio', { name: 'Modern' })).toBeChecked();
    // three previews of the same data, one per template
    for (const template of ['classic', 'modern', 'colorful']) {
      const preview = group.querySelector(`[data-template="${template}"]`) as HTMLElement;
      expect(preview).toHaveAttribute('aria-hidden', 'true');
      expect(within(preview).getByText('Rahim Uddin')).toBeInTheDocument();
      expect(within(preview).getByText('Junior Web Developer')).toBeInTheDocument();
      expect(within(preview).getByText('Teamwork (Expert)')).toBeInTheDocument();
    }
    await user.click(within(group).getByRole('radio', { name: 'Colorful' }));
    expect(within(group).getByRole('radio', { name: 'Colorful' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Modern' })).not.toBeChecked();
  });

  it('keeps the chosen template for the public CV, and goes back to the old one when that fails', async () => {
    const { chosen } = gateway();
    const { userEvent: user } = await openMyCv();
    expect(
      screen.getByText('Your choice is saved: the CV on your public profile uses it too.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Classic' }));
    await waitFor(() => expect(chosen).toEqual([{ cv_template: 'classic' }]));

    server.use(handlerFor(endpoints.updateYouthCvTemplate, () => errorResponse(500, 'errors.general')));
    await user.click(screen.getByRole('radio', { name: 'Colorful' }));
    expect(
      await screen.findByText('Your choice of template could not be saved. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Classic' })).toBeChecked();
  });

  it('downloads the PDF of the chosen template in the UI’s language under the gateway’s file name', async () => {
    const { pdfQueries } = gateway();
    const created = vi.fn((_blob: Blob) => 'blob:cv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { userEvent: user } = await openMyCv();
    await user.click(screen.getByRole('radio', { name: 'Classic' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Your CV is downloaded.')).toBeInTheDocument();
    expect(pdfQueries.map((q) => Object.fromEntries(q))).toEqual([{ template: 'classic', lang: 'en-US' }]);
    expect(saved).toEqual([{ href: 'blob:cv', download: 'Rahim-Uddin-CV.pdf' }]);
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 4)).toEqual(PDF.slice(0, 4));
  });

  it('says so when the PDF cannot be made, and lets the youth try again', async () => {
    gateway(makeCvView(), 'fails');
    const { userEvent: user } = await openMyCv();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be made. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('shares the public profile: its link, and a QR code whose text alternative names the link', async () => {
    gateway();
    await openMyCv();
    const url = `${window.location.origin}/youth-profile/3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10`;
    expect(screen.getByRole('textbox', { name: 'Link to your public profile' })).toHaveValue(url);
    const qr = await screen.findByRole('img', { name: `QR code that opens your public profile at ${url}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('link', { name: 'Open public profile' })).toHaveAttribute(
      'href',
      '/youth-profile/3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
    );
  });

  it('copies the link', async () => {
    gateway();
    const { userEvent: user } = await openMyCv();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toContain(
        '/youth-profile/3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
      ),
    );
  });

  it('writes the page and the previews in Bengali, and points an empty CV to the profile editor', async () => {
    gateway(makeCvView({ educations: [], experiences: [], skills: [] }));
    await openMyCv('bn-BD');
    expect(screen.getByRole('heading', { level: 1, name: 'আমার সিভি' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'রঙিন' })).toBeInTheDocument();
    expect(screen.getByText(/আপনার সিভিতে এখনও কিছু নেই/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আমার প্রোফাইল সম্পাদনা' })).toHaveAttribute('href', '/profile-edit');
    const preview = document.querySelector('[data-template="classic"]') as HTMLElement;
    expect(within(preview).getByText('রহিম উদ্দিন')).toBeInTheDocument();
    expect(within(preview).getByText('আমার সম্পর্কে')).toBeInTheDocument();
  });
});
