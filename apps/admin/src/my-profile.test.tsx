import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffProfileEndpoints as E, type AuthProfile, type StaffProfileBody } from '@platform/contract';
import {
  ADMIN_PORTAL,
  errorResponse,
  handlerFor,
  makeAdminProfile,
  server,
  setupPlatformTests,
} from '@platform/testing';

/* The staff account pages the shell adds to a portal with `staffProfile` (issue 17 item 9): /my-profile, /profile-edit. */

const admin = makeAdminProfile([], { full_name: 'সিস্টেম অ্যাডমিন', full_name_en: 'System Admin' });
const open = setupPlatformTests([], { user: admin, portal: { ...ADMIN_PORTAL, staffProfile: true } });

describe('/my-profile and /profile-edit of a staff user', () => {
  it('shows who is signed in, and the header name leads there', async () => {
    open('/my-profile');
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('সিস্টেম অ্যাডমিন')).toBeInTheDocument();
    expect(within(main).getByText('Administrator')).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: 'Profile photo (not uploaded yet)' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Change password' })).toBeEnabled();
    expect(within(main).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile-edit');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My profile: System Admin' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
  });

  it('edits the names: rules shown first, the server’s refusal on its field, then saved and shown in the header', async () => {
    const sent: StaffProfileBody[] = [];
    server.use(
      handlerFor(E.updateStaffProfile, ({ body }) => {
        const values = body as StaffProfileBody;
        sent.push(values);
        if (values.designation === 'Boss')
          return errorResponse(422, 'errors.validation', { designation: ['validation.format'] });
        return { ...admin, ...values } as AuthProfile;
      }),
    );
    const view = open('/profile-edit');
    expect(await screen.findByRole('heading', { name: 'Edit profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Required. Up to 300 characters.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Full name \(Bengali\)/ });
    const english = screen.getByRole('textbox', { name: 'Full name (English)' });
    const designation = screen.getByRole('textbox', { name: 'Designation' });

    await view.userEvent.clear(name);
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await view.userEvent.type(name, 'নতুন নাম');
    await view.userEvent.clear(designation);
    await view.userEvent.type(designation, 'Boss');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value format is not valid')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await view.userEvent.clear(english);
    await view.userEvent.type(english, 'New Name');
    await view.userEvent.clear(designation);
    await view.userEvent.type(designation, 'Director');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ full_name: 'নতুন নাম', full_name_en: 'New Name', designation: 'Director' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My profile: New Name' })).toBeInTheDocument();
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
  });
});
