import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { handlerFor, server } from '@platform/testing';
import { fillSignup, locations, registrationTests, signupForm } from '../test/registration';

/* /signup: its rules — shown before any error, applied in the form, listed after a refused submit. */

const open = registrationTests();

describe('/signup rules', () => {
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
});
