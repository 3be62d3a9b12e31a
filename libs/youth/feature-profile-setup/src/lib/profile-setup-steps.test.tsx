import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, handlerFor, server } from '@platform/testing';
import {
  choose,
  EDUCATION,
  fakeGateway,
  next,
  profileSetupTests,
  stepHeading,
  UP_TO_SKILLS,
} from '../test/profile-setup';

const open = profileSetupTests();

/* /create-profile: the skills, aspirations and privacy steps, and a set-up profile sent on. */

describe('/create-profile wizard steps', () => {
  it('skills: a refusal of the gateway (a skill of the wrong type) shows on its group and the step stays', async () => {
    fakeGateway({ educations: [EDUCATION], interests: [1] });
    server.use(
      handlerFor(endpoints.updateYouthSpecializedSkills, () =>
        errorResponse(422, 'errors.validation_failed', {
          'skills[0].skill_id': ['validation.reference_missing'],
        }),
      ),
    );
    const { userEvent: user } = open();
    await stepHeading('Skills');
    await user.click(await screen.findByRole('checkbox', { name: 'Communication' }));
    await user.click(screen.getByRole('checkbox', { name: 'Graphic design' }));
    await next(user);
    const group = screen.getByRole('group', { name: /Specialized skills/ });
    expect(await within(group).findByRole('alert')).toHaveTextContent('The selected record no longer exists');
    expect(screen.getByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
  });

  it('skills: at least one basic and one specialized skill, each with a proficiency; Back keeps the saved steps', async () => {
    const state = fakeGateway({ educations: [EDUCATION], interests: [1] });
    const { userEvent: user } = open();
    expect(await stepHeading('Skills')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Teamwork' });
    await next(user);
    expect(await screen.findByText('At least one basic skill is required')).toBeInTheDocument();
    expect(screen.getByText('At least one specialized skill is required')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Teamwork' }));
    await user.click(screen.getByRole('checkbox', { name: 'Web development' }));
    await choose(user, /Proficiency in Web development/, 'Expert');
    await next(user);
    expect(await stepHeading('Aspirations')).toBeInTheDocument();
    expect(state.bodies.basic).toEqual({ skills: [{ skill_id: 2, proficiency: 'intermediate' }] });
    expect(state.bodies.specialized).toEqual({ skills: [{ skill_id: 19, proficiency: 'expert' }] });

    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await stepHeading('Skills')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Teamwork' })).toBeChecked(); // prefilled from the gateway
    expect(screen.getByRole('checkbox', { name: 'Communication' })).not.toBeChecked();
  });

  it('aspirations: at least one, then on to the privacy step', async () => {
    const state = fakeGateway(UP_TO_SKILLS);
    const { userEvent: user, router } = open('/new-profile');
    expect(await stepHeading('Aspirations')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Freelancer' });
    await next(user);
    expect(await screen.findByText('At least one aspiration is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Freelancer' }));
    await next(user);
    expect(await stepHeading('Privacy')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=privacy');
    expect(state.bodies.aspiration).toEqual({ area_of_aspiration_ids: [2] });
  });

  it('privacy (issue 12, defect 1): says what is public, keeps contact and the CV bank off until chosen, then Finish', async () => {
    const state = fakeGateway({ ...UP_TO_SKILLS, aspirations: [1] });
    const { userEvent: user, router } = open('/create-profile?step=privacy');
    expect(await stepHeading('Privacy')).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('Private until you show it')).toBeInTheDocument();
    expect(screen.getByText(/^Contact, /)).toBeInTheDocument();
    const contact = screen.getByRole('switch', { name: /Show my mobile number and e-mail/ });
    const cvBank = screen.getByRole('switch', { name: 'Let recruiters find my CV in the CV bank' });
    expect(contact).not.toBeChecked();
    expect(cvBank).not.toBeChecked();
    // the rule is there before the choice: 40 % and where the profile stands
    expect(screen.getByText(/at least 40 % complete\. Yours is 35 % complete/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are not in the CV bank');
    await user.click(cvBank);
    expect(screen.getByRole('status')).toHaveTextContent('recruiters see your CV only from 40 % complete');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
    // only what changed is sent: the CV bank, not the contact details
    expect(state.calls).toEqual(['cv_bank']);
    expect(state.bodies.cv_bank).toEqual({ opt_in: true });
  });

  it('a set-up profile has nothing to do here: straight to /my-profile', async () => {
    fakeGateway({ ...UP_TO_SKILLS, aspirations: [1] });
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  });
});
