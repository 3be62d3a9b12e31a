import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type BulkEmail, notificationEndpoints as E } from '@platform/contract';
import { organizations, resourceEndpoints } from '@platform/resources';
import {
  asAdmin,
  handlerFor,
  listHandlerFor,
  makeTitledRecord,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { BulkEmailProgressRoute } from './bulk-email-progress-page';
import { BulkEmailRoute } from './bulk-email-page';

const open = setupPlatformTests([
  { path: '/bulk-email/send', element: <BulkEmailRoute /> },
  { path: '/bulk-email/:id', element: <BulkEmailProgressRoute /> },
]);
const render = (route = '/bulk-email/send') => open(route, asAdmin(['send_bulk_email']));

async function sheet(rows: (string | null)[][]) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('addresses');
  ws.addRow(['email', 'name']);
  for (const row of rows) ws.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'addresses.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const campaign = (over: Partial<BulkEmail> = {}): BulkEmail => ({
  id: 5,
  source: 'excel',
  subject: 'Job fair',
  total: 2,
  queued: 2,
  sent: 0,
  failed: 0,
  finished: false,
  created_at: '2026-03-26T04:30:00Z',
  ...over,
});

let posted: unknown[];
let reads: number;

beforeEach(() => {
  posted = [];
  reads = 0;
  server.use(
    handlerFor(E.sendBulkEmailToUsers, ({ body }) => {
      posted.push(body);
      return campaign({ source: 'users' });
    }),
    handlerFor(E.sendBulkEmailFromExcel, ({ body }) => {
      posted.push(body);
      return campaign();
    }),
    handlerFor(E.bulkEmail, () => {
      reads += 1;
      return reads === 1 ? campaign({ sent: 1 }) : campaign({ sent: 1, failed: 1, finished: true });
    }),
  );
});

describe('/bulk-email/send', () => {
  it('to platform users: the user-type rule shows first, none is refused, the letter is sent and its progress opens', async () => {
    const { userEvent: user, router } = render();
    const types = await screen.findByRole('group', { name: /user types/i });
    expect(within(types).getByText(/choose at least one/i)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Job fair');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Come on Friday');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(types).findByText(/at least one/i)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(within(types).getByRole('checkbox', { name: 'Youth' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulk-email/5'));
    expect(posted).toEqual([
      { subject: 'Job fair', message: 'Come on Friday', user_types: [3], organization_ids: [] },
    ]);
  });

  it('narrows the users to the organisations chosen in the lookup', async () => {
    const dhakaTech = makeTitledRecord(12, 'ঢাকা টেক', 'Dhaka Tech');
    server.use(listHandlerFor(resourceEndpoints(organizations).list, () => ({ data: [dhakaTech] })));
    const { userEvent: user, router } = render();
    await user.type(await screen.findByRole('textbox', { name: /subject/i }), 'Job fair');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Come on Friday');
    await user.click(screen.getByRole('checkbox', { name: 'Recruiter' }));
    expect(screen.getByText(/leave empty for everyone/i)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Organisations' }));
    await user.click(await screen.findByRole('option', { name: 'Dhaka Tech' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulk-email/5'));
    expect(posted).toEqual([
      { subject: 'Job fair', message: 'Come on Friday', user_types: [4], organization_ids: [12] },
    ]);
  });

  it('from an .xlsx: bad rows are named by their row before anything is sent; a good sheet is sent', async () => {
    const { userEvent: user, router } = render();
    await user.click(await screen.findByRole('radio', { name: /spreadsheet/i }));
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Job fair');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Come on Friday');
    await user.upload(
      screen.getByLabelText(/^spreadsheet/i),
      await sheet([
        ['rahim@example.com', 'Rahim'],
        ['not an address', null],
      ]),
    );
    expect(await screen.findByText('2 rows read')).toBeInTheDocument();
    expect(await screen.findByText('Row 3: Email is not valid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posted).toEqual([]);

    await user.upload(
      screen.getByLabelText(/^spreadsheet/i),
      await sheet([
        ['rahim@example.com', 'Rahim'],
        ['karim@example.com', null],
      ]),
    );
    await waitFor(() => expect(screen.queryByText(/Row 3:/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulk-email/5'));
    expect(posted).toEqual([
      {
        subject: 'Job fair',
        message: 'Come on Friday',
        recipients: [
          { email: 'rahim@example.com', name: 'Rahim' },
          { email: 'karim@example.com', name: null },
        ],
      },
    ]);
  });
});

describe('/bulk-email/{id}', () => {
  it('shows the progress and asks again until every message is sent or failed', async () => {
    render('/bulk-email/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bulk e-mail: Job fair' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sent or failed: 50%' })).toBeInTheDocument();
    expect(
      await screen.findByText('Every message has been sent or has failed.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sent or failed: 100%' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
