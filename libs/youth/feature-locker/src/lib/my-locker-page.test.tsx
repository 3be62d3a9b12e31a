import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type Certificate,
  certificateEndpoints,
  fileEndpoints,
  type LockerDocument,
  lockerEndpoints as E,
} from '@platform/contract';
import {
  asYouth,
  errorResponse,
  handlerFor,
  makeCertificate,
  server,
  setupPlatformTests,
  withNodeFileApi,
} from '@platform/testing';
import userEventApi from '@testing-library/user-event';
import { lockerRoutes } from './route-table';

withNodeFileApi();

const FILE_ID = '0b7f2a8e-4b1d-4c55-9a7e-2d6f1b9c0e22';
const nid: LockerDocument = {
  id: 5,
  title: 'Rahim NID',
  category: 'nid',
  file: {
    id: FILE_ID,
    original_name: 'nid.pdf',
    mime_type: 'application/pdf',
    size: 20480,
    path: `/protected/files/${FILE_ID}`,
  },
  shares: [{ id: 9, expires_at: '2026-12-03T10:00:00.000Z', created_at: '2026-11-26T10:00:00.000Z' }],
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};
const certificate = makeCertificate();

function serve(documents: LockerDocument[] = [nid]) {
  server.use(
    handlerFor(E.lockerDocuments, () => documents),
    handlerFor(certificateEndpoints.youthCertificates, () => [certificate]),
  );
}
const open = setupPlatformTests(lockerRoutes, { ...asYouth(), route: '/my-locker' });

it('lists the youth’s documents in a table and its certificates read-only with their links', async () => {
  serve();
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'My locker' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'My documents' });
  const row = within(table).getByRole('row', { name: /Rahim NID/ });
  expect(within(row).getByText('National ID')).toBeInTheDocument();
  expect(within(row).getByText('nid.pdf')).toBeInTheDocument();
  expect(within(row).getByText('20 KB')).toBeInTheDocument();
  expect(within(row).getByText('1 link')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Share Rahim NID' })).toBeInTheDocument();
  const certificates = await screen.findByRole('table', { name: 'Earned certificates' });
  expect(within(certificates).getByRole('link', { name: 'View certificate: Web design' })).toHaveAttribute(
    'href',
    `/certificates/${certificate.id}`,
  );
  // no change, share or delete for a certificate: only its "on my CV" switch
  expect(within(certificates).queryByRole('button')).toBeNull();
  expect(
    within(certificates).getByRole('switch', { name: 'Show Web design and its badge on my CV' }),
  ).not.toBeChecked();
});

it('shows the rules first, uploads the file privately and posts the document', async () => {
  serve([]);
  let uploadQuery = '';
  let posted: unknown = null;
  server.use(
    handlerFor(fileEndpoints.uploadFiles, ({ query }) => {
      uploadQuery = query.toString();
      return [
        {
          id: FILE_ID,
          path: `/protected/files/${FILE_ID}`,
          original_name: 'marks.pdf',
          mime_type: 'application/pdf',
          size: 10,
          sha256: 'a'.repeat(64),
          visibility: 'private' as const,
          created_at: '2026-11-26T10:00:00.000Z',
        },
      ];
    }),
    handlerFor(E.createLockerDocument, ({ body }) => {
      posted = body;
      return { ...nid, title: 'HSC marks', category: 'transcript' as const, shares: [] };
    }),
  );
  const { userEvent } = open();
  expect(await screen.findByText(/Choose a PDF, JPEG or PNG file of at most 1 MB/)).toBeInTheDocument();
  expect(await screen.findByText('No documents found')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Add a document' });
  await userEvent.upload(
    within(form).getByLabelText(/^File/),
    new File([new TextEncoder().encode('%PDF-1.4')], 'marks.pdf', { type: 'application/pdf' }),
  );
  await waitFor(() => expect(uploadQuery).toBe('visibility=private'));
  expect(await within(form).findByText('marks.pdf')).toBeInTheDocument();
  await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'HSC marks');
  await userEvent.click(within(form).getByRole('combobox', { name: /Category/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Transcript' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add to my locker' }));
  await waitFor(() =>
    expect(posted).toEqual({ file_id: FILE_ID, title: 'HSC marks', category: 'transcript' }),
  );
});

it('refuses a file of another type before sending it, and a missing title on submit', async () => {
  serve([]);
  let uploads = 0;
  server.use(
    handlerFor(fileEndpoints.uploadFiles, () => {
      uploads += 1;
      return [];
    }),
  );
  const { userEvent } = open();
  const form = await screen.findByRole('form', { name: 'Add a document' });
  await userEventApi.upload(
    within(form).getByLabelText(/^File/),
    new File([new Uint8Array(8)], 'a.gif', { type: 'image/gif' }),
    { applyAccept: false },
  );
  expect(await within(form).findByText(/file type/i)).toBeInTheDocument();
  expect(uploads).toBe(0);
  await userEvent.click(within(form).getByRole('button', { name: 'Add to my locker' }));
  expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);
});

it('makes a 30-day link, shows it once to copy, and revokes a live one', async () => {
  serve();
  let shareBody: unknown = null;
  let revoked = '';
  server.use(
    handlerFor(E.createLockerShare, ({ body, params }) => {
      shareBody = { ...(body as object), id: params.id };
      return {
        id: 10,
        expires_at: '2026-12-26T10:00:00.000Z',
        created_at: '2026-11-26T10:00:00.000Z',
        url: 'http://localhost:8080/shared-documents/abc',
      };
    }),
    handlerFor(E.revokeLockerShare, ({ params }) => {
      revoked = params.id ?? '';
      return null;
    }),
  );
  const { userEvent } = open();
  await userEvent.click(await screen.findByRole('button', { name: 'Share Rahim NID' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Rahim NID' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: /The link works for/ }));
  await userEvent.click(await screen.findByRole('option', { name: '30 days' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make a link' }));
  expect(
    await within(dialog).findByDisplayValue('http://localhost:8080/shared-documents/abc'),
  ).toBeInTheDocument();
  expect(shareBody).toEqual({ lifetime_days: 30, id: '5' });
  await userEvent.click(within(dialog).getByRole('button', { name: /Revoke the link that works until/ }));
  await waitFor(() => expect(revoked).toBe('9'));
});

it('puts the gateway’s field error on the file when the upload is not the youth’s', async () => {
  serve([]);
  server.use(
    handlerFor(fileEndpoints.uploadFiles, () => [
      {
        id: FILE_ID,
        path: `/protected/files/${FILE_ID}`,
        original_name: 'x.png',
        mime_type: 'image/png',
        size: 10,
        sha256: 'a'.repeat(64),
        visibility: 'private' as const,
        created_at: '2026-11-26T10:00:00.000Z',
      },
    ]),
    handlerFor(E.createLockerDocument, () =>
      errorResponse(422, 'errors.validation', { file_id: ['locker.errors.file_in_use'] }),
    ),
  );
  const { userEvent } = open();
  const form = await screen.findByRole('form', { name: 'Add a document' });
  await userEvent.upload(
    within(form).getByLabelText(/^File/),
    new File([new Uint8Array(8)], 'x.png', { type: 'image/png' }),
  );
  await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Photo');
  await userEvent.click(within(form).getByRole('button', { name: 'Add to my locker' }));
  expect(await within(form).findByText('This file is already in your locker')).toBeInTheDocument();
});

it('adds a certificate to the CV with its switch and takes it off again; a revoked one stays off', async () => {
  let current = certificate;
  const revoked: Certificate = {
    ...certificate,
    id: '4a0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e12',
    course_title_en: 'Plumbing',
    validity: 'revoked',
    revoked_on: '2026-11-25',
  };
  const sent: unknown[] = [];
  server.use(
    handlerFor(E.lockerDocuments, () => []),
    handlerFor(certificateEndpoints.youthCertificates, () => [current, revoked]),
    handlerFor(certificateEndpoints.updateCertificateOnCv, ({ body }) => {
      sent.push(body);
      current = { ...current, add_to_cv: (body as { add_to_cv: boolean }).add_to_cv };
      return current;
    }),
  );
  const { userEvent } = open();
  expect(await screen.findByText(/A revoked certificate is never listed/)).toBeInTheDocument();
  const toggle = await screen.findByRole('switch', { name: 'Show Web design and its badge on my CV' });
  await userEvent.click(toggle);
  expect(await screen.findByText('The certificate is on your CV')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeChecked());
  await userEvent.click(toggle);
  expect(await screen.findByText('The certificate is off your CV')).toBeInTheDocument();
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(sent).toEqual([{ add_to_cv: true }, { add_to_cv: false }]);
  const off = screen.getByRole('switch', { name: 'Show Plumbing and its badge on my CV' });
  expect(off).not.toBeChecked();
  expect(off).toBeDisabled();
});
