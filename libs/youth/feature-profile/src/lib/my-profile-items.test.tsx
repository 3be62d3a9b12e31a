import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { youthItemEndpoints } from '@platform/contract';
import { errorResponse, handlerFor, server } from '@platform/testing';
import { myProfileTests, section } from '../test/my-profile';

const { openMyProfile } = myProfileTests();

/* /my-profile: an item added, edited, deleted or refused in its dialog; a section hidden; an item off the CV. */

describe('/my-profile items', () => {
  it('adds an item through the section dialog and shows it once the gateway has it', async () => {
    const { userEvent: user, state } = await openMyProfile();
    await user.click(section('Others').getByRole('button', { name: 'Add: Others' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add: Others' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(state.sent).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Debate club captain');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Two national finals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([
      {
        method: 'POST',
        path: '/protected/youth-profile/others',
        body: { title: 'Debate club captain', description: 'Two national finals' },
      },
    ]);
    expect(await section('Others').findByText('Debate club captain')).toBeInTheDocument();
  });

  it('edits an item in a dialog filled with its values', async () => {
    const { userEvent: user, state } = await openMyProfile();
    await user.click(section('Others').getByRole('button', { name: 'Edit: Volunteer at the Red Crescent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit: Others' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Volunteer at the Red Crescent');
    await user.clear(title);
    await user.type(title, 'Volunteer, Bangladesh Red Crescent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        method: 'PUT',
        path: '/protected/youth-profile/others/31',
        body: { title: 'Volunteer, Bangladesh Red Crescent', description: 'Flood relief, 2024' },
      },
    ]);
    expect(await section('Others').findByText('Volunteer, Bangladesh Red Crescent')).toBeInTheDocument();
  });

  it('deletes an item only after the confirmation', async () => {
    const { userEvent: user, state } = await openMyProfile();
    await user.click(
      section('Others').getByRole('button', { name: 'Delete: Volunteer at the Red Crescent' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(
      within(confirm).getByText('"Volunteer at the Red Crescent" will be removed from your profile and CV.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toHaveLength(0);

    await user.click(
      section('Others').getByRole('button', { name: 'Delete: Volunteer at the Red Crescent' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this item?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(state.sent).toEqual([
      { method: 'DELETE', path: '/protected/youth-profile/others/31', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await section('Others').findByText('Nothing added yet.')).toBeInTheDocument();
  });

  it('puts the gateway’s refusal on its field and keeps the dialog open', async () => {
    const { userEvent: user } = await openMyProfile();
    server.use(
      handlerFor(youthItemEndpoints.others.create, () =>
        errorResponse(422, 'errors.validation', { title: ['validation.already_exists'] }),
      ),
    );
    await user.click(section('Others').getByRole('button', { name: 'Add: Others' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add: Others' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Volunteer at the Red Crescent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Created successfully')).not.toBeInTheDocument();
  });

  it('hides a section from the public profile and CV with its switch', async () => {
    const { userEvent: user, state } = await openMyProfile();
    const educationSwitch = section('Education').getByRole('switch', {
      name: 'Public: show Education on my public profile and CV',
    });
    expect(educationSwitch).toBeChecked();
    // addresses start hidden (ADR 0051)
    expect(section('Addresses').getByRole('switch', { name: /Public: show Addresses/ })).not.toBeChecked();

    await user.click(educationSwitch);
    expect(await screen.findByText('Hidden from my public profile and CV')).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        method: 'PUT',
        path: '/protected/youth-profile/show-or-hide-youth-data',
        body: { sections: { educations: false } },
      },
    ]);
    await waitFor(() =>
      expect(section('Education').getByRole('switch', { name: /Public: show Education/ })).not.toBeChecked(),
    );

    await user.click(section('Education').getByRole('switch', { name: /Public: show Education/ }));
    expect(await screen.findByText('Shown on my public profile and CV')).toBeInTheDocument();
    expect(state.sent.at(-1)?.body).toEqual({ sections: { educations: true } });
  });

  it('takes an item off the CV and puts it back', async () => {
    const { userEvent: user, state } = await openMyProfile();
    const onCv = section('Others').getByRole('switch', { name: 'Volunteer at the Red Crescent: on CV' });
    expect(onCv).toBeChecked();
    await user.click(onCv);
    expect(await screen.findByText('Taken off your CV')).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        method: 'PUT',
        path: '/protected/youth-profile/add-to-cv',
        body: { section: 'others', id: 31, add_to_cv: false },
      },
    ]);
    await waitFor(() => expect(section('Others').getByRole('switch', { name: /on CV/ })).not.toBeChecked());
  });
});
