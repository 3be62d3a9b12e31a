import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { endpoints, type YouthRegistrationBody } from '@platform/contract';
import { errorResponse, handlerFor, server } from '@platform/testing';
import { fillSignup, locations, registrationTests, signupForm } from '../test/registration';

/* /signup: the registration sent, the gateway's refusals, the username check. */

const open = registrationTests();

describe('/signup', () => {
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
