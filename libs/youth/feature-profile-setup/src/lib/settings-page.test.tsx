import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, youthDirectoryEndpoints } from '@platform/contract';
import { asYouth, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { profileSetupRoutes } from './profile-setup-routes';

const openPage = setupPlatformTests(profileSetupRoutes);
// the preferences persist in localStorage: each test starts in English and light
afterEach(() => window.localStorage.clear());

const status = (opt_in: boolean, completion = 55) => ({
  opt_in,
  listed: opt_in && completion >= 40,
  completion,
  min_completion: 40,
});
const open = () => {
  server.use(
    handlerFor(endpoints.youthCvBank, () => status(false)),
    handlerFor(youthDirectoryEndpoints.youthDirectoryListing, () => ({ listed: false })),
  );
  return openPage('/settings', asYouth());
};

describe('/settings', () => {
  it('puts the youth in the CV bank and takes them out by a switch, saying the 40 % rule (issue 12, defect 1)', async () => {
    const sent: unknown[] = [];
    server.use(
      handlerFor(endpoints.updateYouthCvBank, ({ body }) => {
        sent.push(body);
        return status((body as { opt_in: boolean }).opt_in);
      }),
    );
    const { userEvent: user } = open();
    const privacy = await screen.findByRole('region', { name: 'Privacy' });
    const cvBank = await within(privacy).findByRole('switch', {
      name: 'Let recruiters find my CV in the CV bank',
    });
    expect(cvBank).not.toBeChecked();
    expect(cvBank).toHaveAccessibleDescription(/at least 40 % complete\. Yours is 55 % complete/);
    expect(within(privacy).getAllByRole('status')[0]).toHaveTextContent('You are not in the CV bank');
    await user.click(cvBank);
    await waitFor(() => expect(cvBank).toBeChecked());
    expect(within(privacy).getAllByRole('status')[0]).toHaveTextContent('You are in the CV bank');
    expect(sent).toEqual([{ opt_in: true }]);
    expect(within(privacy).getByRole('link', { name: 'Show or hide parts of my profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
  });

  it('lists the youth in the public directory only when they turn it on, the rule said first (issue 18 item 5)', async () => {
    const sent: unknown[] = [];
    server.use(
      handlerFor(youthDirectoryEndpoints.updateYouthDirectoryListing, ({ body }) => {
        sent.push(body);
        return { listed: (body as { listed: boolean }).listed };
      }),
    );
    const { userEvent: user } = open();
    const privacy = await screen.findByRole('region', { name: 'Privacy' });
    const listing = await within(privacy).findByRole('switch', {
      name: 'List me in the public youth directory',
    });
    expect(listing).not.toBeChecked();
    expect(listing).toHaveAccessibleDescription(
      /Off unless you turn it on\..*contact details and hidden sections stay hidden/,
    );
    expect(within(privacy).getByText('You are not listed in the youth directory.')).toBeInTheDocument();
    await user.click(listing);
    await waitFor(() => expect(listing).toBeChecked());
    expect(within(privacy).getByText('You are listed in the youth directory.')).toBeInTheDocument();
    await user.click(listing);
    await waitFor(() => expect(listing).not.toBeChecked());
    expect(sent).toEqual([{ listed: true }, { listed: false }]);
  });

  it('switches the language and the theme with the shell’s own preferences', async () => {
    const { userEvent: user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(window.localStorage.getItem('platform.theme')).toBe('dark');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name: 'বাংলা' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'সেটিংস' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('bn'));
  });

  it('links to the password change', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/update-password',
    );
  });

  it('deactivates the account only with the right password', async () => {
    const bodies: unknown[] = [];
    server.use(
      handlerFor(endpoints.deactivateOwnAccount, ({ body }) => {
        bodies.push(body);
        const { password } = body as { password: string };
        return password === 'Secret123'
          ? { deactivated: true as const }
          : errorResponse(422, 'errors.validation_failed', {
              password: ['registration.errors.current_password_wrong'],
            });
      }),
    );
    const { userEvent: user } = open();
    await user.click(await screen.findByRole('button', { name: 'Deactivate my account' }));
    const form = within(screen.getByRole('form', { name: 'Confirm deactivation' }));
    await user.click(form.getByRole('button', { name: 'Deactivate now' }));
    expect(await form.findByText('This field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(form.getByLabelText(/Your password/), 'Wrong1234');
    await user.click(form.getByRole('button', { name: 'Deactivate now' }));
    expect(await form.findByText('The current password is not correct')).toBeInTheDocument();

    await user.clear(form.getByLabelText(/Your password/));
    await user.type(form.getByLabelText(/Your password/), 'Secret123');
    await user.click(form.getByRole('button', { name: 'Deactivate now' }));
    expect(
      await within(screen.getByRole('region', { name: 'Deactivate account' })).findByRole('status'),
    ).toHaveTextContent('Your account is deactivated');
    expect(bodies).toEqual([{ password: 'Wrong1234' }, { password: 'Secret123' }]);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
