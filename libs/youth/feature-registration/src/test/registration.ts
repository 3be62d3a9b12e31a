import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { endpoints } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { fill, handlerFor, listHandlerFor, setupPlatformTests } from '@platform/testing';
import { accountRoutes } from '../lib/account-route-table';
import { registrationRoutes } from '../lib/registration-routes';

/*
 * The registration pages' tests are split by screen so that each file stays short: the sign-up's rules
 * (signup-rules), its submission (signup-page), the codes and links (registration-pages), the passwords
 * (password-pages). This is their set-up.
 */

/** Registers the server for the test file; `open(path)` renders every registration and account route. */
export const registrationTests = () => setupPlatformTests([...registrationRoutes, ...accountRoutes]);

const lookup = (name: 'divisions' | 'districts' | 'upazilas') => {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!endpoint) throw new Error(name);
  return endpoint;
};
/** The division, district and upazila lookups of the sign-up, and the username check answering "available". */
export const locations = [
  listHandlerFor(lookup('divisions'), () => ({
    data: [
      { id: 3, row_status: 1, title: 'ঢাকা', title_en: 'Dhaka' },
      { id: 5, row_status: 1, title: 'রাজশাহী', title_en: 'Rajshahi' },
    ],
  })),
  listHandlerFor(lookup('districts'), ({ query }) => ({
    data:
      query.get('division_id') === '3'
        ? [{ id: 18, row_status: 1, title: 'গাজীপুর', title_en: 'Gazipur' }]
        : [],
  })),
  listHandlerFor(lookup('upazilas'), ({ query }) => ({
    data:
      query.get('district_id') === '18'
        ? [{ id: 120, row_status: 1, title: 'কালিয়াকৈর', title_en: 'Kaliakair' }]
        : [],
  })),
  // the username is checked when it is left (a test that asks otherwise puts its own handler first)
  handlerFor(endpoints.verifyYouthData, () => ({ available: true as const })),
];

export const signupForm = () => within(screen.getByRole('form', { name: 'Youth registration' }));

/** The sign-up's selects are the browser's own (short lists); a lookup's options arrive once its parent is chosen. */
export async function choose(user: UserEvent, label: RegExp, option: string) {
  const select = signupForm().getByRole('combobox', { name: label });
  await user.selectOptions(select, await within(select).findByRole('option', { name: option }));
}

/** Fills the whole sign-up form with a valid youth (Rahima), `over` changing any text field. */
export async function fillSignup(user: UserEvent, over: Partial<Record<string, string>> = {}) {
  const values = {
    full_name: 'রহিমা খাতুন',
    mobile: '01712345678',
    username: 'rahima_k',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    ...over,
  };
  const f = signupForm();
  await fill(user, f.getByRole('textbox', { name: /Full name \(Bengali\)/ }), values.full_name);
  await user.type(f.getByLabelText(/Date of birth/), '2000-01-31');
  await fill(user, f.getByRole('textbox', { name: /Mobile number/ }), values.mobile);
  await fill(user, f.getByRole('textbox', { name: /^Username/ }), values.username);
  await fill(user, f.getByLabelText(/^Password/), values.password);
  await fill(user, f.getByLabelText(/^Confirm password/), values.password_confirmation);
  await choose(user, /Gender/, 'Female');
  await choose(user, /Division/, 'Dhaka');
  await choose(user, /^District/, 'Gazipur');
  await choose(user, /Upazila/, 'Kaliakair');
}
