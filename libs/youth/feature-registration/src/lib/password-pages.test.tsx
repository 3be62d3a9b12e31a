import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { asYouth, errorResponse, fill, handlerFor, server } from '@platform/testing';
import { registrationTests } from '../test/registration';

/* /forgot-password and /update-password. */

const open = registrationTests();

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
    await fill(user, reset.getByLabelText(/^New password/), 'weak');
    await fill(user, reset.getByLabelText(/^Confirm password/), 'weak');
    await user.click(reset.getByRole('button', { name: 'Save new password' }));
    expect(await reset.findByText('Use at least 8 characters')).toBeInTheDocument();
    await user.clear(reset.getByLabelText(/^New password/));
    await user.clear(reset.getByLabelText(/^Confirm password/));
    await fill(user, reset.getByLabelText(/^New password/), 'NewPass123');
    await fill(user, reset.getByLabelText(/^Confirm password/), 'NewPass123');
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
    await fill(user, reset.getByLabelText(/^New password/), 'NewPass123');
    await fill(user, reset.getByLabelText(/^Confirm password/), 'NewPass123');
    await user.click(reset.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This password reset has expired or was already used. Start again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Find your account' })).toBeInTheDocument();
  });
});

describe('/update-password', () => {
  it("offers the identity server's update-password action (kc_action=UPDATE_PASSWORD, back to /auth/password-updated)", async () => {
    const { userEvent: user, userManager } = open('/update-password', asYouth());
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
    const { userEvent: user } = open('/update-password', asYouth());
    const f = within(await screen.findByRole('form', { name: 'Change password' }));
    await fill(user, f.getByLabelText(/^Current password/), 'Wrong1234');
    await fill(user, f.getByLabelText(/^New password/), 'NewPass123');
    await fill(user, f.getByLabelText(/^Confirm password/), 'NewPass123');
    await user.click(f.getByRole('button', { name: 'Save new password' }));
    expect(await f.findByText('The current password is not correct')).toBeInTheDocument();

    await user.clear(f.getByLabelText(/^Current password/));
    await fill(user, f.getByLabelText(/^Current password/), 'Demo1234');
    await user.click(f.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
    expect(sent).toEqual({
      current_password: 'Demo1234',
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
  });
});
