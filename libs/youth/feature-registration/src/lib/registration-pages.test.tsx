import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { endpoints, type YouthRegistrationBody } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import {
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeProfile,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { accountRoutes } from './account-route-table';
import { registrationRoutes } from './registration-routes';

const open = setupPlatformTests([...registrationRoutes, ...accountRoutes]);

const lookup = (name: 'divisions' | 'districts' | 'upazilas') => {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!endpoint) throw new Error(name);
  return endpoint;
};
const locations = [
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

const signupForm = () => within(screen.getByRole('form', { name: 'Youth registration' }));

/** The sign-up's selects are the browser's own (short lists); a lookup's options arrive once its parent is chosen. */
async function choose(user: UserEvent, label: RegExp, option: string) {
  const select = signupForm().getByRole('combobox', { name: label });
  await user.selectOptions(select, await within(select).findByRole('option', { name: option }));
}

async function fillSignup(user: UserEvent, over: Partial<Record<string, string>> = {}) {
  const values = {
    full_name: 'রহিমা খাতুন',
    mobile: '01712345678',
    username: 'rahima_k',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    ...over,
  };
  const f = signupForm();
  await user.type(f.getByRole('textbox', { name: /Full name \(Bengali\)/ }), values.full_name);
  await user.type(f.getByLabelText(/Date of birth/), '2000-01-31');
  await user.type(f.getByRole('textbox', { name: /Mobile number/ }), values.mobile);
  await user.type(f.getByRole('textbox', { name: /^Username/ }), values.username);
  await user.type(f.getByLabelText(/^Password/), values.password);
  await user.type(f.getByLabelText(/^Confirm password/), values.password_confirmation);
  await choose(user, /Gender/, 'Female');
  await choose(user, /Division/, 'Dhaka');
  await choose(user, /^District/, 'Gazipur');
  await choose(user, /Upazila/, 'Kaliakair');
}

describe('/signup', () => {
  it('shows the required messages and sends nothing until the form is filled', async () => {
    let posted = 0;
    server.use(
      ...locations,
      handlerFor(endpoints.registerYouth, () => {
        posted += 1;
        return Response.error();
      }),
    );
    const { userEvent: user } = open('/signup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your youth account' }),
    ).toBeInTheDocument();
    await user.click(signupForm().getByRole('button', { name: 'Create account' }));
    // full name, gender, date of birth, mobile, division, district, username, password, confirmation
    expect(await signupForm().findAllByText('This field is required')).toHaveLength(9);
    expect(signupForm().getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted).toBe(0);
  });

  it('applies the spec rules in the form: mobile digits, password strength and confirmation', async () => {
    server.use(...locations);
    const { userEvent: user } = open('/signup');
    await screen.findByRole('form', { name: 'Youth registration' });
    await fillSignup(user, { mobile: '0171234', password: 'password', password_confirmation: 'different' });
    await user.click(signupForm().getByRole('button', { name: 'Create account' }));
    expect(await signupForm().findByText('Mobile number must be 11 digits')).toBeInTheDocument();
    // which part of the password rule fails, not 'Password is not valid' (issue 12, defect 11)
    expect(signupForm().getByText('Add an uppercase letter (A–Z)')).toBeInTheDocument();
    expect(signupForm().queryByText('Password is not valid')).not.toBeInTheDocument();
    expect(signupForm().getByText('Confirm password must match')).toBeInTheDocument();
  });

  it('shows the password rule as a live checklist before any error', async () => {
    server.use(...locations);
    const { userEvent: user } = open('/signup');
    await screen.findByRole('form', { name: 'Youth registration' });
    const rules = signupForm().getByRole('list', { name: 'Your password needs:' });
    const items = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()).toEqual([
      'At least 8 characters(still missing)',
      'An uppercase letter (A–Z)(still missing)',
      'A lowercase letter (a–z)(still missing)',
      'A number (0–9)(still missing)',
    ]);
    await user.type(signupForm().getByLabelText(/^Password/), 'secret12');
    expect(items()).toEqual([
      'At least 8 characters(done)',
      'An uppercase letter (A–Z)(still missing)',
      'A lowercase letter (a–z)(done)',
      'A number (0–9)(done)',
    ]);
    expect(signupForm().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists every field to fix above the form after a refused submit', async () => {
    server.use(...locations);
    const { userEvent: user } = open('/signup');
    await screen.findByRole('form', { name: 'Youth registration' });
    await fillSignup(user, { mobile: '0171234', password: 'Secret12', password_confirmation: 'Other123' });
    await user.click(signupForm().getByRole('button', { name: 'Create account' }));
    const summary = await signupForm().findByRole('alert');
    expect(within(summary).getByText('2 fields need your attention')).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Mobile number: Mobile number must be 11 digits',
      'Confirm password: Confirm password must match',
    ]);
  });

  it('says what is public and what stays private before the account exists', async () => {
    server.use(...locations);
    open('/signup');
    const privacy = await screen.findByRole('region', { name: 'Your privacy' });
    expect(within(privacy).getByText(/Your mobile number, e-mail, date of birth/)).toBeInTheDocument();
    expect(within(privacy).getByText(/only if you choose to be in it/)).toBeInTheDocument();
  });

  it('registers (Bengali digits in the mobile are read as ASCII) and goes on to verify the phone', async () => {
    let sent: YouthRegistrationBody | undefined;
    server.use(
      ...locations,
      handlerFor(endpoints.registerYouth, ({ body }) => {
        sent = body as YouthRegistrationBody;
        return {
          username: 'rahima_k',
          user_type_code: 3,
          mobile_hint: '017•••••678',
          email_hint: null,
          code_expires_at: new Date(Date.now() + 600_000).toISOString(),
          resend_available_at: new Date(Date.now() + 180_000).toISOString(),
          vendor_status: null,
        };
      }),
    );
    const { userEvent: user, router } = open('/signup');
    await screen.findByRole('form', { name: 'Youth registration' });
    await fillSignup(user, { mobile: '০১৭১২৩৪৫৬৭৮' });
    await user.click(signupForm().getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your phone number' }),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      full_name: 'রহিমা খাতুন',
      gender: 2,
      date_of_birth: '2000-01-31',
      mobile: '01712345678',
      email: null,
      username: 'rahima_k',
      loc_division_id: 3,
      loc_district_id: 18,
      loc_upazila_id: 120,
      preferred_locale: 'en-US',
    });
    expect(router.state.location.pathname).toBe('/verify-phone-number');
    expect(screen.getByText(/We sent a 6-digit code to 017•••••678/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('rahima_k');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/You can ask for a new code in 1[78]\d seconds/);
  });

  const taken = JSON.stringify({
    id: 'registration.errors.username_taken',
    values: { suggestions: 'rahima_k27, rahima_k_2026' },
  });

  it('puts the gateway’s Already exists on the username field', async () => {
    server.use(
      ...locations,
      handlerFor(endpoints.registerYouth, () =>
        errorResponse(422, 'errors.validation', { mobile: ['validation.already_exists'] }),
      ),
    );
    const { userEvent: user } = open('/signup');
    await screen.findByRole('form', { name: 'Youth registration' });
    await fillSignup(user);
    await user.click(signupForm().getByRole('button', { name: 'Create account' }));
    expect(await signupForm().findAllByText('Already exists')).not.toHaveLength(0);
    expect(signupForm().getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('checks the username when it is left and offers the free ones the gateway names', async () => {
    const asked: string[] = [];
    server.use(
      handlerFor(endpoints.verifyYouthData, ({ body }) => {
        const username = (body as { username: string }).username;
        asked.push(username);
        return username === 'rahima_k'
          ? errorResponse(422, 'errors.validation', { username: [taken] })
          : { available: true as const };
      }),
      ...locations,
    );
    const { userEvent: user } = open('/signup');
    await screen.findByRole('form', { name: 'Youth registration' });
    const username = signupForm().getByRole('textbox', { name: /^Username/ });
    await user.type(username, 'rahima_k');
    await user.tab();
    expect(
      await signupForm().findByText('This username is taken. Free ones: rahima_k27, rahima_k_2026'),
    ).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual(['rahima_k']);
    await user.click(signupForm().getByRole('button', { name: 'Use rahima_k27' }));
    expect(username).toHaveValue('rahima_k27');
    expect(username).toHaveAttribute('aria-invalid', 'false');
    expect(signupForm().queryByText(/This username is taken/)).not.toBeInTheDocument();
  });
});

describe('/verify-phone-number', () => {
  const verifyForm = () => within(screen.getByRole('form', { name: 'Phone verification' }));

  it('shows a wrong code on the code field, then confirms the right one', async () => {
    server.use(
      handlerFor(endpoints.youthMobileVerificationReceive, ({ body }) =>
        (body as { code: string }).code === '048213'
          ? { username: 'rahima_k', can_sign_in: true, vendor_status: null }
          : errorResponse(422, 'errors.validation', { code: ['registration.errors.code_invalid'] }),
      ),
    );
    const { userEvent: user } = open('/verify-phone-number?username=rahima_k');
    await screen.findByRole('heading', { level: 1, name: 'Verify your phone number' });
    const code = verifyForm().getByRole('textbox', { name: /Verification code/ });
    await user.type(code, '12345');
    await user.click(verifyForm().getByRole('button', { name: 'Verify' }));
    expect(await verifyForm().findByText('Pin length is 6 digits')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(verifyForm().getByRole('button', { name: 'Verify' }));
    expect(
      await verifyForm().findByText(
        'This code is not correct or no longer valid. Check it, or ask for a new code',
      ),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '048213');
    await user.click(verifyForm().getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your phone number is verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks for a new code when no wait is running and says so', async () => {
    let asked = '';
    server.use(
      handlerFor(endpoints.youthMobileVerificationSend, ({ body }) => {
        asked = (body as { username: string }).username;
        return {
          code_expires_at: new Date(Date.now() + 600_000).toISOString(),
          resend_available_at: new Date(Date.now() + 180_000).toISOString(),
        };
      }),
    );
    const { userEvent: user } = open('/verify-phone-number?username=rahima_k');
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();
    expect(asked).toBe('rahima_k');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled());
  });
});

describe('the language of the codes (issue 12, defect 12)', () => {
  it('a resend refused for the wait on /verify-phone-number says no code was sent; a sent one asks in the page’s language', async () => {
    const asked: unknown[] = [];
    server.use(
      handlerFor(endpoints.youthMobileVerificationSend, ({ body }) => {
        asked.push(body);
        return asked.length === 1
          ? {
              code_expires_at: new Date(Date.now() + 600_000).toISOString(),
              resend_available_at: new Date(Date.now() + 1_000).toISOString(),
            }
          : new Response(
              JSON.stringify({
                status: { success: false, code: 429, message: 'registration.errors.resend_wait' },
              }),
              { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '120' } },
            );
      }),
    );
    const { userEvent: user } = open('/verify-phone-number?username=rahima_k', { locale: 'bn-BD' });
    await user.click(await screen.findByRole('button', { name: 'নতুন কোড পাঠান' }));
    expect(asked[0]).toEqual({ username: 'rahima_k', preferred_locale: 'bn-BD' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'নতুন কোড পাঠান' })).toBeEnabled(), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'নতুন কোড পাঠান' }));
    expect(await screen.findByRole('status')).toHaveTextContent('নতুন কোড পাঠানো হয়নি');
    expect(screen.getByRole('button', { name: 'নতুন কোড পাঠান' })).toBeDisabled();
  });
});

describe('/email-verification-success', () => {
  it('verifies the link once and says so', async () => {
    let calls = 0;
    server.use(
      handlerFor(endpoints.emailVerificationReceive, ({ query }) => {
        calls += 1;
        return query.get('ref') === 'good-ref'
          ? { email_verified: true as const }
          : errorResponse(422, 'errors.validation', { ref: ['registration.errors.link_invalid'] });
      }),
    );
    open('/email-verification-success?ref=good-ref');
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('explains a used or unknown link', async () => {
    server.use(
      handlerFor(endpoints.emailVerificationReceive, () =>
        errorResponse(422, 'errors.validation', { ref: ['registration.errors.link_invalid'] }),
      ),
    );
    open('/email-verification-success?ref=used');
    expect(
      await screen.findByText('This verification link is not valid or has already been used'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification failed');
  });
});

describe('/forgot-password', () => {
  const dispatch = () => ({ accepted: true as const });

  it('finds the account, verifies the code, sets the new password', async () => {
    const seen: Record<string, unknown> = {};
    server.use(
      handlerFor(endpoints.forgotPasswordSendOtp, ({ body }) => {
        seen.send = body;
        return dispatch();
      }),
      handlerFor(endpoints.forgotPasswordVerifyOtp, ({ body }) =>
        (body as { code: string }).code === '048213'
          ? { reset_token: 't'.repeat(43), expires_at: new Date(Date.now() + 900_000).toISOString() }
          : errorResponse(422, 'errors.validation', { code: ['registration.errors.code_invalid'] }),
      ),
      handlerFor(endpoints.forgotPasswordReset, ({ body }) => {
        seen.reset = body;
        return { password_reset: true as const };
      }),
    );
    const { userEvent: user } = open('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    const find = within(screen.getByRole('form', { name: 'Find your account' }));
    await user.type(find.getByRole('textbox', { name: /Username or mobile number/ }), 'rahima_k');
    await user.click(find.getByRole('button', { name: 'Send code' }));

    const otp = within(await screen.findByRole('form', { name: 'Verify the code' }));
    expect(seen.send).toEqual({ username: 'rahima_k', preferred_locale: 'en-US' });
    expect(otp.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await user.type(otp.getByRole('textbox', { name: /Verification code/ }), '111111');
    await user.click(otp.getByRole('button', { name: 'Verify' }));
    expect(
      await otp.findByText('This code is not correct or no longer valid. Check it, or ask for a new code'),
    ).toBeInTheDocument();
    await user.clear(otp.getByRole('textbox', { name: /Verification code/ }));
    await user.type(otp.getByRole('textbox', { name: /Verification code/ }), '048213');
    await user.click(otp.getByRole('button', { name: 'Verify' }));

    const reset = within(await screen.findByRole('form', { name: 'Reset password' }));
    await user.type(reset.getByLabelText(/^New password/), 'weak');
    await user.type(reset.getByLabelText(/^Confirm password/), 'weak');
    await user.click(reset.getByRole('button', { name: 'Save new password' }));
    expect(await reset.findByText('Use at least 8 characters')).toBeInTheDocument();
    await user.clear(reset.getByLabelText(/^New password/));
    await user.clear(reset.getByLabelText(/^Confirm password/));
    await user.type(reset.getByLabelText(/^New password/), 'NewPass123');
    await user.type(reset.getByLabelText(/^Confirm password/), 'NewPass123');
    await user.click(reset.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Your new password is set')).toBeInTheDocument();
    expect(seen.reset).toEqual({
      reset_token: 't'.repeat(43),
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
  });

  it('finds the account by mobile number; a request refused for the wait says no code was sent and when to retry', async () => {
    const sent: unknown[] = [];
    server.use(
      handlerFor(endpoints.forgotPasswordSendOtp, ({ body }) => {
        sent.push(body);
        return new Response(
          JSON.stringify({
            status: { success: false, code: 429, message: 'registration.errors.resend_wait' },
          }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '150' } },
        );
      }),
    );
    const { userEvent: user } = open('/forgot-password');
    const find = within(await screen.findByRole('form', { name: 'Find your account' }));
    await user.type(find.getByRole('textbox', { name: /Username or mobile number/ }), '01712345678');
    await user.click(find.getByRole('button', { name: 'Send code' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('No new code was sent');
    expect(notice).toHaveTextContent(/you can ask for a new one after \d{1,2}:\d{2} [AP]M/i);
    // not "Enter the 6-digit code we sent": nothing was sent
    expect(screen.queryByText(/code we sent/)).not.toBeInTheDocument();
    expect(sent).toEqual([{ username: '01712345678', preferred_locale: 'en-US' }]);
    const otp = within(screen.getByRole('form', { name: 'Verify the code' }));
    expect(otp.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(otp.getByRole('timer')).toHaveTextContent(/in 1[45]\d seconds/);
  });

  it('starts again when the reset token has expired', async () => {
    server.use(
      handlerFor(endpoints.forgotPasswordSendOtp, dispatch),
      handlerFor(endpoints.forgotPasswordVerifyOtp, () => ({
        reset_token: 'expired',
        expires_at: new Date().toISOString(),
      })),
      handlerFor(endpoints.forgotPasswordReset, () =>
        errorResponse(422, 'errors.validation', { reset_token: ['registration.errors.reset_token_invalid'] }),
      ),
    );
    const { userEvent: user } = open('/forgot-password');
    const find = within(await screen.findByRole('form', { name: 'Find your account' }));
    await user.type(find.getByRole('textbox', { name: /Username or mobile number/ }), 'rahima_k');
    await user.click(find.getByRole('button', { name: 'Send code' }));
    const otp = within(await screen.findByRole('form', { name: 'Verify the code' }));
    await user.type(otp.getByRole('textbox', { name: /Verification code/ }), '048213');
    await user.click(otp.getByRole('button', { name: 'Verify' }));
    const reset = within(await screen.findByRole('form', { name: 'Reset password' }));
    await user.type(reset.getByLabelText(/^New password/), 'NewPass123');
    await user.type(reset.getByLabelText(/^Confirm password/), 'NewPass123');
    await user.click(reset.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This password reset has expired or was already used. Start again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Find your account' })).toBeInTheDocument();
  });
});

describe('vendor signup', () => {
  it('/vendor-signup → /vendor-verify-phone-number → /vendor-signup-final-step', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      handlerFor(endpoints.verifyUserData, () => ({ available: true as const })),
      handlerFor(endpoints.registerVendor, ({ body }) => {
        sent = body as Record<string, unknown>;
        return {
          username: 'karim_hr',
          user_type_code: 4,
          mobile_hint: '018•••••678',
          email_hint: 'k•••@agro.example',
          code_expires_at: new Date(Date.now() + 600_000).toISOString(),
          resend_available_at: new Date(Date.now() + 180_000).toISOString(),
          vendor_status: 'pending' as const,
        };
      }),
      handlerFor(endpoints.youthMobileVerificationReceive, () => ({
        username: 'karim_hr',
        can_sign_in: false,
        vendor_status: 'pending' as const,
      })),
    );
    const { userEvent: user, router } = open('/vendor-signup');
    const f = within(await screen.findByRole('form', { name: 'Vendor registration' }));
    await user.click(f.getByRole('button', { name: 'Create account' }));
    // type, organisation, name, e-mail, mobile, username, password, confirmation
    expect(await f.findAllByText('This field is required')).toHaveLength(8);

    await user.click(f.getByRole('combobox', { name: /I register as/ }));
    await user.click(await screen.findByRole('option', { name: 'Recruiter (employer)' }));
    await user.type(f.getByRole('textbox', { name: /Organisation or institute name/ }), 'Khulna Agro Foods');
    await user.type(f.getByRole('textbox', { name: /Full name \(Bengali\)/ }), 'করিম হোসেন');
    await user.type(f.getByRole('textbox', { name: /^E-mail/ }), 'karim@agro.example');
    await user.type(f.getByRole('textbox', { name: /Mobile number/ }), '01812345678');
    await user.type(f.getByRole('textbox', { name: /^Username/ }), 'karim_hr');
    await user.type(f.getByLabelText(/^Password/), 'Secret123');
    await user.type(f.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(f.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your phone number' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor-verify-phone-number');
    expect(sent).toMatchObject({
      user_type_code: 4,
      organization_name: 'Khulna Agro Foods',
      email: 'karim@agro.example',
      username: 'karim_hr',
    });

    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '048213');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for approval' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor-signup-final-step');
  });
});

describe('/update-password', () => {
  it("offers the identity server's update-password action (kc_action=UPDATE_PASSWORD, back to /auth/password-updated)", async () => {
    const { userEvent: user, userManager } = open('/update-password', {
      user: makeProfile({ user_type_code: 3 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change on the sign-in page' }));
    await waitFor(() =>
      expect(userManager.signinRedirect).toHaveBeenCalledWith({
        redirect_uri: `${window.location.origin}/auth/password-updated`,
        extraQueryParams: { kc_action: 'UPDATE_PASSWORD' },
        ui_locales: 'en-US',
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Or change it here' })).toBeInTheDocument();
  });

  it('changes the password with the current one; a wrong current password lands on its field', async () => {
    let sent: unknown;
    server.use(
      handlerFor(endpoints.updatePassword, ({ body }) => {
        sent = body;
        return (body as { current_password: string }).current_password === 'Demo1234'
          ? { password_reset: true as const }
          : errorResponse(422, 'errors.validation', {
              current_password: ['registration.errors.current_password_wrong'],
            });
      }),
    );
    const { userEvent: user } = open('/update-password', { user: makeProfile({ user_type_code: 3 }) });
    const f = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(f.getByLabelText(/^Current password/), 'Wrong1234');
    await user.type(f.getByLabelText(/^New password/), 'NewPass123');
    await user.type(f.getByLabelText(/^Confirm password/), 'NewPass123');
    await user.click(f.getByRole('button', { name: 'Save new password' }));
    expect(await f.findByText('The current password is not correct')).toBeInTheDocument();

    await user.clear(f.getByLabelText(/^Current password/));
    await user.type(f.getByLabelText(/^Current password/), 'Demo1234');
    await user.click(f.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
    expect(sent).toEqual({
      current_password: 'Demo1234',
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
  });
});
