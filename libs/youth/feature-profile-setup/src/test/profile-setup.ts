import { screen } from '@testing-library/react';
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
import { asYouth, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { profileSetupRoutes } from '../lib/profile-setup-routes';

/*
 * The /create-profile wizard's tests, split by step so that each file stays short: education and interests
 * (profile-setup), skills, aspirations and privacy (profile-setup-steps). This is their gateway and set-up.
 */

/** Registers the server for the test file; `open(route?)` opens the wizard for the signed-in youth. */
export function profileSetupTests() {
  const openPage = setupPlatformTests(profileSetupRoutes, asYouth());
  return (route = '/create-profile') => openPage(route);
}

export const lookup = (name: ResourceName) => {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!endpoint) throw new Error(name);
  return endpoint;
};
export const rec = <E extends Record<string, unknown>>(id: number, title_en: string, extra?: E) => ({
  id,
  row_status: 1,
  title: title_en,
  title_en,
  ...(extra as E),
});
export const SKILLS = [
  rec(1, 'Communication', { skill_type: 1 }),
  rec(2, 'Teamwork', { skill_type: 1 }),
  rec(19, 'Web development', { skill_type: 2 }),
  rec(23, 'Graphic design', { skill_type: 2 }),
];
export const INTERESTS = [rec(1, 'Software and web development'), rec(2, 'Graphics and multimedia')];
export const ASPIRATIONS = [rec(1, 'Software engineer'), rec(2, 'Freelancer')];

/** A small stateful stand-in for the gateway: what the steps save is what the profile answers next. */
export function fakeGateway(
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

export const EDUCATION = {
  id: 7,
  education_level_id: 3,
  exam_degree_id: null,
  exam_degree_name: null,
  institute_name: 'Mirpur School',
  education_level: { title: 'Secondary (SSC)', title_en: 'Secondary (SSC)' },
  exam_degree: { title: null, title_en: null },
} as unknown as YouthEducation;

/** A youth who has done the steps up to the skills (education, interests, a basic and a specialised skill). */
export const UP_TO_SKILLS = {
  educations: [EDUCATION],
  interests: [1],
  skills: [
    { skill_id: 1, proficiency: 'beginner' as const },
    { skill_id: 23, proficiency: 'beginner' as const },
  ],
};

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const next = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Save and continue' }));

export async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
