import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, youthItemEndpoints } from '@platform/contract';
import { errorResponse, handlerFor, server } from '@platform/testing';
import { choose, EDUCATION, fakeGateway, next, profileSetupTests, stepHeading } from '../test/profile-setup';

const open = profileSetupTests();

/* /create-profile: the education step and the interests. */

describe('/create-profile wizard', () => {
  it('starts at education and will not go on without one (at least one)', async () => {
    const state = fakeGateway();
    const { userEvent: user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your profile' })).toBeInTheDocument();
    expect(await stepHeading('Education')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one education to continue');
    expect(state.calls).toEqual([]);
  });

  it('adds an education with the shared rules (CGPA when the result asks), then goes on to interests', async () => {
    const state = fakeGateway();
    const { userEvent: user, router } = open();
    await stepHeading('Education');
    const form = within(await screen.findByRole('form', { name: 'Add education' }));
    await user.click(form.getByRole('button', { name: 'Add education' }));
    expect(await form.findAllByText('This field is required')).toHaveLength(3); // level, institute, result
    await choose(user, /Level of education/, 'Higher Secondary (HSC)');
    await choose(user, /Exam or degree/, 'HSC');
    await user.type(form.getByRole('textbox', { name: /Institute/ }), 'Dhaka College');
    await choose(user, /Result/, 'Grade (GPA/CGPA)');
    await choose(user, /CGPA scale/, '5');
    await user.type(form.getByRole('textbox', { name: /^CGPA/ }), '৪.৮৩');
    await user.type(form.getByRole('textbox', { name: /Year of passing/ }), '2018');
    await user.click(form.getByRole('button', { name: 'Add education' }));

    expect(await screen.findByRole('list', { name: 'Your education' })).toHaveTextContent(
      'HSC, Dhaka College',
    );
    expect(state.bodies.education).toMatchObject({
      education_level_id: 4,
      exam_degree_id: 9,
      institute_name: 'Dhaka College',
      result_id: 4,
      cgpa_scale: 5,
      cgpa: 4.83,
      year_of_passing: 2018,
    });
    await next(user);
    expect(await stepHeading('Interests')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=interest');
  });

  it('education: the gateway’s field refusal lands on its field; a stored education can be removed', async () => {
    const state = fakeGateway({ educations: [EDUCATION] });
    const removed: number[] = [];
    server.use(
      handlerFor(youthItemEndpoints.educations.create, () =>
        errorResponse(422, 'errors.validation_failed', { cgpa: ['validation.required'] }),
      ),
      handlerFor(youthItemEndpoints.educations.remove, ({ params }) => {
        removed.push(Number(params.id));
        state.educations = [];
        return null;
      }),
    );
    const { userEvent: user } = open('/create-profile?step=educational-level');
    expect(await screen.findByRole('list', { name: 'Your education' })).toHaveTextContent('Secondary (SSC)');
    await user.click(screen.getByRole('button', { name: 'Add another education' }));
    const form = within(await screen.findByRole('form', { name: 'Add education' }));
    await choose(user, /Level of education/, 'Secondary (SSC)');
    await user.type(form.getByRole('textbox', { name: /Institute/ }), 'Mirpur College');
    await choose(user, /Result/, 'Grade (GPA/CGPA)');
    await choose(user, /CGPA scale/, '5');
    await user.type(form.getByRole('textbox', { name: /^CGPA/ }), '4');
    await user.click(form.getByRole('button', { name: 'Add education' }));
    expect(await form.findByText('This field is required')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^CGPA/ })).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove Secondary (SSC)' }));
    expect(await screen.findByText('No education added yet.')).toBeInTheDocument();
    expect(removed).toEqual([7]);
  });

  it('interest: at least one in the form, and the gateway refusal lands on the field', async () => {
    const state = fakeGateway({ educations: [EDUCATION] });
    const { userEvent: user } = open();
    expect(await stepHeading('Interests')).toBeInTheDocument(); // resumes at the first step still missing
    await screen.findByRole('checkbox', { name: 'Graphics and multimedia' });
    await next(user);
    expect(await screen.findByText('At least one interest is required')).toBeInTheDocument();
    expect(state.calls).toEqual([]);

    server.use(
      handlerFor(endpoints.updateYouthAreaOfInterest, () =>
        errorResponse(422, 'errors.validation_failed', {
          area_of_interest_ids: ['validation.reference_missing'],
        }),
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Graphics and multimedia' }));
    await next(user);
    const group = screen.getByRole('group', { name: /Area of interest/ });
    expect(await within(group).findByRole('alert')).toHaveTextContent('The selected record no longer exists');
    expect(screen.getByRole('heading', { level: 2, name: 'Interests' })).toBeInTheDocument();
  });
});
