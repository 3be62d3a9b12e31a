import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, type IssuedCertificateDetail } from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  CERTIFICATE_ID as ID,
  handlerFor,
  listHandlerFor,
  makeCertificateVerification,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { issuedCertificateRoutes } from './issued-certificates-routes';

/*
 * /issued-certificates and /issued-certificates/:id over contract-typed MSW (ADR 0105): the list sends its filters
 * from the address; the detail revokes only with a reason (the rules shown first), shows the gateway's 409, and
 * restores; without revoke_certificate there is no revoke button; without view_any_certificate no page.
 */

const open = setupPlatformTests(issuedCertificateRoutes);

const certificate = (over: Partial<IssuedCertificateDetail> = {}): IssuedCertificateDetail => ({
  ...makeCertificateVerification(),
  kind: 'course',
  youth_id: 7,
  course_id: 12,
  institute_id: 3,
  issued_at: '2026-11-20T04:00:00.000Z',
  revoked_at: null,
  revoked_reason: null,
  revoked_by_name: null,
  verification_url: `http://localhost:4200/certificates/${ID}`,
  ...over,
});

let record: IssuedCertificateDetail;
let queries: URLSearchParams[];
let bodies: unknown[];

beforeEach(() => {
  record = certificate();
  queries = [];
  bodies = [];
  server.use(
    listHandlerFor(endpoints.issuedCertificates, ({ query }) => {
      queries.push(query);
      return { data: [record] };
    }),
    handlerFor(endpoints.issuedCertificate, () => record),
    handlerFor(endpoints.revokeCertificate, ({ body }) => {
      bodies.push(body);
      record = certificate({
        validity: 'revoked',
        revoked_on: '2026-11-26',
        revoked_at: '2026-11-26T05:00:00.000Z',
        revoked_reason: (body as { reason: string }).reason,
        revoked_by_name: 'Nasrin Akter',
      });
      return record;
    }),
    handlerFor(endpoints.restoreCertificate, () => {
      record = certificate();
      return record;
    }),
  );
});

const VIEW = ['view_any_certificate'];
const ALL = ['view_any_certificate', 'revoke_certificate'];

describe('/issued-certificates', () => {
  it('lists the certificates with the filters of the address', async () => {
    open(
      '/issued-certificates?validity=valid&kind=course&issued_from=2026-11-01&search=Rahim',
      asAdmin(VIEW),
    );
    const row = (await screen.findByText('Rahim Uddin')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Web design')).toBeInTheDocument();
    expect(within(row).getByText('Valid')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open the certificate of Rahim Uddin' })).toHaveAttribute(
      'href',
      `/issued-certificates/${ID}`,
    );
    const q = queries[0];
    expect([q?.get('validity'), q?.get('kind'), q?.get('issued_from'), q?.get('search')]).toEqual([
      'valid',
      'course',
      '2026-11-01',
      'Rahim',
    ]);
    expect(screen.getByRole('group', { name: 'Filter certificates' })).toBeInTheDocument();
  });

  it('shows the Unauthorized page without view_any_certificate', async () => {
    open('/issued-certificates', asAdmin(['view_any_job']));
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});

describe('/issued-certificates/:id', () => {
  it('revokes only with a reason, its rules shown first; then shows the revocation and restores', async () => {
    const { userEvent: user } = open(`/issued-certificates/${ID}`, asAdmin(ALL));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this certificate' });
    expect(within(dialog).getByText(/never the reason/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Forged documents');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Certificate revoked')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Forged documents' }]);
    expect(await screen.findByText('Forged documents')).toBeInTheDocument();
    expect(screen.getByText('Nasrin Akter')).toBeInTheDocument();

    // the revoke dialog is still closing (the page behind it hidden from the accessibility tree) until its exit ends
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this certificate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Certificate restored')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  });

  it('shows the gateway’s 409 in the dialog', async () => {
    server.use(
      handlerFor(endpoints.revokeCertificate, () =>
        errorResponse(409, 'certificates.errors.already_revoked'),
      ),
    );
    const { userEvent: user } = open(`/issued-certificates/${ID}`, asAdmin(ALL));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this certificate' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findAllByText('This certificate is revoked already')).length).toBeGreaterThan(0);
  });

  it('offers no revoke without revoke_certificate, and says not found for a malformed id', async () => {
    open(`/issued-certificates/${ID}`, asAdmin(VIEW));
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });
});
