import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  endpoints,
  type LookupRef,
  SKILL_TYPE,
  type YouthEducation,
  type YouthEducationBody,
  type YouthProfile,
  type YouthSkill,
  type YouthSkillBody,
  youthItemEndpoints,
} from '@platform/contract';
import { RESOURCES, type ResourceName, resourceEndpoints } from '@platform/resources';
import {
  asYouth,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { profileSetupRoutes } from './profile-setup-routes';

const openPage = setupPlatformTests(profileSetupRoutes);

const lookup = (name: ResourceName) => {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!endpoint) throw new Error(name);
  return endpoint;
};
const rec = <E extends Record<string, unknown>>(id: number, title_en: string, extra?: E) => ({
  id,
  row_status: 1,
  title: title_en,
  title_en,
  ...(extra as E),
});
const SKILLS = [
  rec(1, 'Communication', { skill_type: 1 }),
  rec(2, 'Teamwork', { skill_type: 1 }),
  rec(19, 'Web development', { skill_type: 2 }),
  rec(23, 'Graphic design', { skill_type: 2 }),
];
const INTERESTS = [rec(1, 'Software and web development'), rec(2, 'Graphics and multimedia')];
const ASPIRATIONS = [rec(1, 'Software engineer'), rec(2, 'Freelancer')];

/** A small stateful stand-in for the gateway: what the steps save is what the profile answers next. */
function fakeGateway(
  start: {
    educations?: YouthEducation[];
    interests?: number[];
    skills?: YouthSkillBody[];
    aspirations?: number[];
  } = {},
) {
  const state = {
    educations: start.educations ?? [],
    interests: start.interests ?? [],
    skills: start.skills ?? [],
    aspirations: start.aspirations ?? [],
    contactShown: false,
    cvBank: false,
    calls: [] as string[],
    bodies: {} as Record<string, unknown>,
  };
  const ref = (list: typeof INTERESTS, id: number): LookupRef => ({
    id,
    title: list.find((r) => r.id === id)?.title ?? '',
    title_en: null,
  });
  const skill = (s: YouthSkillBody, i: number) =>
    ({
      id: i + 1,
      skill_id: s.skill_id,
      proficiency: s.proficiency,
      skill_type: SKILLS.find((k) => k.id === s.skill_id)?.skill_type,
      skill: { title: null, title_en: null },
    }) as unknown as YouthSkill;
  const cvBank = () => ({ opt_in: state.cvBank, listed: false, completion: 35, min_completion: 40 });
  const profile = () =>
    ({
      educations: state.educations,
      skills: state.skills.map(skill),
      area_of_interests: state.interests.map((id) => ref(INTERESTS, id)),
      area_of_aspirations: state.aspirations.map((id) => ref(ASPIRATIONS, id)),
      visibility: { contact: state.contactShown, personal_info: false, educations: true },
      cv_bank: cvBank(),
    }) as unknown as YouthProfile;
  const putSkills =
    (type: number, key: string) =>
    ({ body }: { body: unknown }) => {
      state.calls.push(key);
      state.bodies[key] = body;
      const list = (body as { skills: YouthSkillBody[] }).skills;
      state.skills = [
        ...state.skills.filter((s) => SKILLS.find((k) => k.id === s.skill_id)?.skill_type !== type),
        ...list,
      ];
      return state.skills.map(skill);
    };
  server.use(
    handlerFor(endpoints.youthProfile, () => profile()),
    listHandlerFor(lookup('area_of_interests'), () => ({ data: INTERESTS })),
    listHandlerFor(lookup('area_of_aspirations'), () => ({ data: ASPIRATIONS })),
    listHandlerFor(lookup('skills'), ({ query }) => ({
      data: SKILLS.filter((s) => String(s.skill_type) === query.get('skill_type')),
    })),
    listHandlerFor(lookup('education_levels'), () => ({
      data: [rec(3, 'Secondary (SSC)'), rec(4, 'Higher Secondary (HSC)')],
    })),
    listHandlerFor(lookup('exam_degrees'), ({ query }) => ({
      data: query.get('education_level_id') === '4' ? [rec(9, 'HSC', { education_level_id: 4 })] : [],
    })),
    listHandlerFor(lookup('education_results'), () => ({
      data: [
        rec(4, 'Grade (GPA/CGPA)', { is_cgpa_required: true, is_marks_required: false }),
        rec(5, 'Pass', { is_cgpa_required: false, is_marks_required: false }),
      ],
    })),
    handlerFor(youthItemEndpoints.educations.create, ({ body }) => {
      state.calls.push('education');
      state.bodies.education = body;
      const b = body as YouthEducationBody;
      const item = {
        id: 50 + state.educations.length,
        ...b,
        education_level: { title: 'Higher Secondary (HSC)', title_en: 'Higher Secondary (HSC)' },
        exam_degree: { title: 'HSC', title_en: 'HSC' },
      } as unknown as YouthEducation;
      state.educations = [...state.educations, item];
      return item;
    }),
    handlerFor(endpoints.updateYouthAreaOfInterest, ({ body }) => {
      state.calls.push('interest');
      state.bodies.interest = body;
      state.interests = (body as { area_of_interest_ids: number[] }).area_of_interest_ids;
      return state.interests.map((id) => ref(INTERESTS, id));
    }),
    handlerFor(endpoints.updateYouthAreaOfAspirations, ({ body }) => {
      state.calls.push('aspiration');
      state.bodies.aspiration = body;
      state.aspirations = (body as { area_of_aspiration_ids: number[] }).area_of_aspiration_ids;
      return state.aspirations.map((id) => ref(ASPIRATIONS, id));
    }),
    handlerFor(endpoints.updateYouthDataVisibility, ({ body }) => {
      state.calls.push('visibility');
      state.bodies.visibility = body;
      state.contactShown = Boolean((body as { sections: { contact?: boolean } }).sections.contact);
      return profile().visibility;
    }),
    handlerFor(endpoints.updateYouthCvBank, ({ body }) => {
      state.calls.push('cv_bank');
      state.bodies.cv_bank = body;
      state.cvBank = (body as { opt_in: boolean }).opt_in;
      return cvBank();
    }),
    handlerFor(endpoints.updateYouthBasicSkills, putSkills(SKILL_TYPE.BASIC, 'basic')),
    handlerFor(endpoints.updateYouthSpecializedSkills, putSkills(SKILL_TYPE.SPECIALIZED, 'specialized')),
  );
  return state;
}

const EDUCATION = {
  id: 7,
  education_level_id: 3,
  exam_degree_id: null,
  exam_degree_name: null,
  institute_name: 'Mirpur School',
  education_level: { title: 'Secondary (SSC)', title_en: 'Secondary (SSC)' },
  exam_degree: { title: null, title_en: null },
} as unknown as YouthEducation;

/** A youth who has done the steps up to the skills (education, interests, a basic and a specialised skill). */
const UP_TO_SKILLS = {
  educations: [EDUCATION],
  interests: [1],
  skills: [
    { skill_id: 1, proficiency: 'beginner' as const },
    { skill_id: 23, proficiency: 'beginner' as const },
  ],
};

const open = (route = '/create-profile') => openPage(route, asYouth());
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save and continue' }));

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

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
