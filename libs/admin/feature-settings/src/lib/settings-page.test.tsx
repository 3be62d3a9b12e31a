import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type AppSettings, type AppSettingsBody } from '@platform/contract';
import { asAdmin, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { SettingsRoute } from './settings-page';

const open = setupPlatformTests(<SettingsRoute />);

function renderSettings(permissions = ['view_app_settings', 'update_app_settings']) {
  return open('/settings', asAdmin(permissions));
}

let stored: AppSettings;
let puts: AppSettingsBody[];

beforeEach(() => {
  puts = [];
  stored = {
    maintenance_mode_status: false,
    maintenance_hash: 'c0ffee00c0ffee00c0ffee00c0ffee00',
    site_name: 'জাতীয় যুব প্ল্যাটফর্ম',
    site_name_en: 'National Youth Platform',
    updated_at: '2026-01-01T00:00:00Z',
  };
  server.use(
    handlerFor(endpoints.appSettings, () => stored),
    handlerFor(endpoints.updateAppSettings, ({ body }) => {
      const change = body as AppSettingsBody;
      puts.push(change);
      stored = { ...stored, ...change, maintenance_hash: change.maintenance_hash ?? null };
      return stored;
    }),
  );
});

function maintenanceSwitch() {
  return screen.getByRole('switch', { name: /Maintenance mode/ });
}

describe('site settings', () => {
  it('asks before turning maintenance mode on, then saves it', async () => {
    const { userEvent: user } = renderSettings();
    expect(await screen.findByText(/Maintenance mode is OFF/)).toBeInTheDocument();
    expect(maintenanceSwitch()).not.toBeChecked();

    await user.click(maintenanceSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Turn on maintenance mode?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);
    expect(maintenanceSwitch()).not.toBeChecked();

    await user.click(maintenanceSwitch());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on maintenance mode' }),
    );

    await waitFor(() =>
      expect(puts).toEqual([
        { maintenance_mode_status: true, maintenance_hash: 'c0ffee00c0ffee00c0ffee00c0ffee00' },
      ]),
    );
    expect(await screen.findByText(/Maintenance mode is ON/)).toBeInTheDocument();
    expect(await screen.findByText('Maintenance mode is on')).toBeInTheDocument(); // the toast (notistack loads lazily)
    // (the dialog's exit transition keeps the page aria-hidden for a moment)
    await waitFor(() => expect(maintenanceSwitch()).toBeChecked());
  });

  it('turns maintenance mode off without asking', async () => {
    stored.maintenance_mode_status = true;
    const { userEvent: user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: /Maintenance mode/ }));

    await waitFor(() =>
      expect(puts).toEqual([
        { maintenance_mode_status: false, maintenance_hash: 'c0ffee00c0ffee00c0ffee00c0ffee00' },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/Maintenance mode is OFF/)).toBeInTheDocument();
  });

  it('makes a bypass hash when maintenance goes on without one, so admins are not locked out', async () => {
    stored.maintenance_hash = null;
    const { userEvent: user } = renderSettings();
    expect(await screen.findByText(/No bypass hash is set yet/)).toBeInTheDocument();

    await user.click(maintenanceSwitch());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on maintenance mode' }),
    );

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.maintenance_mode_status).toBe(true);
    expect(puts[0]?.maintenance_hash).toMatch(/^[0-9a-f]{32}$/);
    const link = `${window.location.origin}/?maintenance_hash=${puts[0]?.maintenance_hash}`;
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  it('shows the bypass link and saves a regenerated hash', async () => {
    const { userEvent: user } = renderSettings();
    const link = `${window.location.origin}/?maintenance_hash=c0ffee00c0ffee00c0ffee00c0ffee00`;
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByText('?maintenance_hash=c0ffee00c0ffee00c0ffee00c0ffee00')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Bypass hash' });
    expect(field).toHaveValue('c0ffee00c0ffee00c0ffee00c0ffee00');
    await user.click(screen.getByRole('button', { name: 'Generate a new hash' }));
    const generated = (field as HTMLInputElement).value;
    expect(generated).toMatch(/^[0-9a-f]{32}$/);
    expect(generated).not.toBe('c0ffee00c0ffee00c0ffee00c0ffee00');

    await user.click(screen.getByRole('button', { name: 'Save hash' }));
    await waitFor(() =>
      expect(puts).toEqual([{ maintenance_mode_status: false, maintenance_hash: generated }]),
    );
    const next = `${window.location.origin}/?maintenance_hash=${generated}`;
    expect(await screen.findByRole('link', { name: next })).toBeInTheDocument();
  });

  it('shows the Unauthorized page without view_app_settings', async () => {
    renderSettings([]);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('is read-only without update_app_settings', async () => {
    renderSettings(['view_app_settings']);
    expect(await screen.findByText(/you do not have permission to change them/)).toBeInTheDocument();
    expect(maintenanceSwitch()).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Bypass hash' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /maintenance_hash=c0ffee00/ })).toBeInTheDocument();
  });
});
