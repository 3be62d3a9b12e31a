import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type YouthJobPreferencesBody, type YouthPersonalInfoBody } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { asYouth, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { makeYouthProfile } from '../test/fixtures';
import { profileRoutes } from './profile-routes';

const open = setupPlatformTests(profileRoutes);

const countryRead = (() => {
  const endpoint = resourceEndpoints(RESOURCES.countries).lookupRead;
  if (!endpoint) throw new Error('countries lookup');
  return endpoint;
})();

function gateway() {
  const sent: { personal?: YouthPersonalInfoBody; preferences?: YouthJobPreferencesBody } = {};
  const profile = makeYouthProfile();
  server.use(
    handlerFor(endpoints.youthProfile, () => profile),
    handlerFor(countryRead, () => ({ id: 18, row_status: 1, title: 'বাংলাদেশ', title_en: 'Bangladesh' })),
    handlerFor(endpoints.updateYouthPersonalInfo, ({ body }) => {
      sent.personal = body as YouthPersonalInfoBody;
      return profile;
    }),
    handlerFor(endpoints.updateYouthJobPreferences, ({ body }) => {
      sent.preferences = body as YouthJobPreferencesBody;
      return profile.job_preferences;
    }),
  );
  return sent;
}

async function openEdit() {
  const sent = gateway();
  const view = open('/profile-edit', asYouth());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' }, { timeout: 3000 }),
  ).toBeInTheDocument();
  return { ...view, sent };
}

const personalForm = () => within(screen.getByRole('form', { name: 'Personal information' }));

describe('/profile-edit', () => {
  it('asks a visitor to sign in first', async () => {
    gateway();
    const { userManager } = open('/profile-edit');
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { level: 1, name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('fills the personal info form from the profile and checks the NID format before sending', async () => {
    const { userEvent: user, sent } = await openEdit();
    const form = personalForm();
    expect(form.getByRole('textbox', { name: /Full name \(Bengali\)/ })).toHaveValue('রহিম উদ্দিন');
    // the chosen country is named by its lookup record
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Bangladesh'),
    );
    const identity = form.getByRole('textbox', { name: 'Identity number' });
    expect(identity).toHaveValue('4612378905');

    await user.clear(identity);
    await user.type(identity, '12345');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('NID format is not correct')).toBeInTheDocument();
    expect(sent.personal).toBeUndefined();

    // a 13-digit NID typed in Bengali digits is read as Latin digits
    await user.clear(identity);
    await user.type(identity, '৪৬১২৩৭৮৯০৫১২৩');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(sent.personal).toMatchObject({
      full_name: 'রহিম উদ্দিন',
      identity_number_type: 1,
      identity_number: '4612378905123',
      nationality_country_id: 18,
    });
  }, 15_000);

  it('asks for the disability types once a disability is declared', async () => {
    const { userEvent: user, sent } = await openEdit();
    const form = personalForm();
    expect(form.queryByRole('group', { name: 'Disability types' })).not.toBeInTheDocument();
    await user.click(form.getByRole('switch', { name: 'I have a disability' }));
    const types = form.getByRole('group', { name: 'Disability types' });
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('At least one physical disability is required')).toBeInTheDocument();

    await user.click(within(types).getByRole('checkbox', { name: 'Hearing' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.personal).toMatchObject({ physical_disability_status: true, physical_disabilities: [2] }),
    );
  });

  it('puts the gateway’s refusal of a personal info field on that field', async () => {
    const { userEvent: user } = await openEdit();
    server.use(
      handlerFor(endpoints.updateYouthPersonalInfo, () =>
        errorResponse(422, 'errors.validation', { identity_number: ['validation.already_exists'] }),
      ),
    );
    await user.click(personalForm().getByRole('button', { name: 'Save' }));
    expect(await personalForm().findByText('Already exists')).toBeInTheDocument();
    expect(personalForm().getByRole('textbox', { name: 'Identity number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('saves the job preferences with a salary typed in Bengali digits', async () => {
    const { userEvent: user, sent } = await openEdit();
    const form = within(screen.getByRole('form', { name: 'Job preferences' }));
    const salary = form.getByRole('textbox', { name: 'Expected monthly salary (BDT)' });
    expect(salary).toHaveValue('35000');
    await user.clear(salary);
    await user.type(salary, '৪০০০০');
    await user.click(form.getByRole('checkbox', { name: 'Part time' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(sent.preferences).toEqual({
      job_level: 1,
      job_types: ['full_time', 'part_time'],
      workplaces: [2, 3],
      expected_salary: 40000,
    });
  });

  it('lists the addresses and guardians with the same section component', async () => {
    await openEdit();
    expect(screen.getByRole('region', { name: 'Addresses' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Guardians' })).getByRole('button', {
        name: 'Add: Guardians',
      }),
    ).toBeInTheDocument();
  });
});
