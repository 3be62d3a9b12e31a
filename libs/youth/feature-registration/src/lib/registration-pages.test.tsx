import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, fill, handlerFor, server } from '@platform/testing';
import { registrationTests } from '../test/registration';

/* The phone and e-mail verifications, the codes' language and the vendor sign-up. */

const open = registrationTests();

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
    await fill(user, f.getByRole('textbox', { name: /Organisation or institute name/ }), 'Khulna Agro Foods');
    await fill(user, f.getByRole('textbox', { name: /Full name \(Bengali\)/ }), 'করিম হোসেন');
    await fill(user, f.getByRole('textbox', { name: /^E-mail/ }), 'karim@agro.example');
    await fill(user, f.getByRole('textbox', { name: /Mobile number/ }), '01812345678');
    await fill(user, f.getByRole('textbox', { name: /^Username/ }), 'karim_hr');
    await fill(user, f.getByLabelText(/^Password/), 'Secret123');
    await fill(user, f.getByLabelText(/^Confirm password/), 'Secret123');
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
