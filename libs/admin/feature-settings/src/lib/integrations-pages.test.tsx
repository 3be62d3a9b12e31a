import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  endpoints,
  type ConnectionTestResult,
  type VendorIntegration,
  type VendorIntegrationBody,
} from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { settingsRoutes } from './settings-routes';

const ALL = ['view_any_vendor_integration', 'manage_vendor_integration'];
const open = setupPlatformTests(settingsRoutes, asAdmin(ALL));

let rows: VendorIntegration[];
let sent: { id: number | null; body: VendorIntegrationBody }[];

const moodle: VendorIntegration = {
  id: 7,
  vendor: 'Dhaka TTC Moodle',
  vendor_code: 'moodle-dhaka',
  client_id: 'platform',
  has_client_secret: true,
  callback_url: null,
  token_url: 'https://lms.example.org/token',
  has_access_token: false,
  access_token_expires_at: null,
  last_token_at: null,
  has_refresh_token: false,
  config_data: { course_sync: true },
  last_test: null,
  row_status: 1,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  rows = [moodle];
  sent = [];
  server.use(
    listHandlerFor(endpoints.vendorIntegrations, () => ({ data: rows })),
    handlerFor(endpoints.vendorIntegration, () => moodle),
    handlerFor(endpoints.createVendorIntegration, ({ body }) => {
      sent.push({ id: null, body: body as VendorIntegrationBody });
      return moodle;
    }),
    handlerFor(endpoints.updateVendorIntegration, ({ params, body }) => {
      sent.push({ id: Number(params.id), body: body as VendorIntegrationBody });
      return moodle;
    }),
    handlerFor(
      endpoints.testVendorIntegration,
      (): ConnectionTestResult => ({
        outcome: 'refused',
        status: 401,
        duration_ms: 12,
        integration: {
          ...moodle,
          last_test: { outcome: 'refused', status: 401, at: '2026-11-26T10:00:00Z' },
        },
      }),
    ),
  );
});

describe('vendor and LMS integrations (admin)', () => {
  it('lists the integrations and says what a connection test found', async () => {
    const { userEvent: user } = open('/lms-integrations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'External vendor and LMS integrations' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('moodle-dhaka')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not tested yet')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Test connection: Dhaka TTC Moodle' }));
    expect(
      await screen.findByText(/The vendor refused the client id or secret \(status 401\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an integration' })).toHaveAttribute(
      'href',
      '/lms-integrations/create',
    );
  });

  it('offers no test, edit or add to a viewer without the manage key', async () => {
    open('/lms-integrations', asAdmin(['view_any_vendor_integration']));
    expect(await screen.findByText('moodle-dhaka')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Test connection/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add an integration' })).not.toBeInTheDocument();
  });

  it('shows the rules first and refuses an http address before sending anything', async () => {
    const { userEvent: user } = open('/lms-integrations/create');
    expect(await screen.findByText(/Addresses start with https:\/\//)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Vendor( \*)?$/ }), 'Khulna LMS');
    await user.type(screen.getByRole('textbox', { name: /Vendor code/ }), 'khulna');
    await user.type(screen.getByRole('textbox', { name: /Client id/ }), 'platform');
    await user.type(screen.getByLabelText(/Client secret/), 's3cret');
    const tokenUrl = screen.getByRole('textbox', { name: /Token address/ });
    await user.type(tokenUrl, 'http://lms.example.org/token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tokenUrl).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(/Use an https:\/\/ address/).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
    await user.clear(tokenUrl);
    await user.type(tokenUrl, 'https://lms.example.org/token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ vendor: 'Khulna LMS', client_secret: 's3cret', row_status: 1 });
  });

  it('never shows a kept secret: editing sends an empty secret unless a new one is typed', async () => {
    const { userEvent: user } = open('/lms-integrations/7/edit');
    const secret = await screen.findByLabelText(/Client secret/);
    expect(secret).toHaveValue('');
    expect(screen.getByText(/A secret is kept and never shown/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Configuration values/ })).toHaveValue(
      JSON.stringify({ course_sync: true }, null, 2),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: 7, body: { client_secret: null, vendor_code: 'moodle-dhaka' } });
  });

  it('puts the gateway’s refusal on the field it names', async () => {
    server.use(
      handlerFor(endpoints.createVendorIntegration, () =>
        errorResponse(422, 'errors.validation', { vendor_code: ['validation.already_exists'] }),
      ),
    );
    const { userEvent: user } = open('/lms-integrations/create');
    await user.type(await screen.findByRole('textbox', { name: /^Vendor( \*)?$/ }), 'Khulna LMS');
    const code = screen.getByRole('textbox', { name: /Vendor code/ });
    await user.type(code, 'moodle-dhaka');
    await user.type(screen.getByRole('textbox', { name: /Client id/ }), 'platform');
    await user.type(screen.getByLabelText(/Client secret/), 's3cret');
    await user.type(screen.getByRole('textbox', { name: /Token address/ }), 'https://lms.example.org/token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  });
});
