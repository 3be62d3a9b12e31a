import { endpoints, type FieldErrors, SKILL_TYPE, type YouthSkill } from '@platform/contract';
import {
  addToCvSchema,
  areaOfAspirationSchema,
  areaOfInterestSchema,
  cvBankSettingSchema,
  dataVisibilitySchema,
  jobPreferencesSchema,
  personalInfoSchema,
  skillSetSchema,
  VALIDATION_MESSAGES as V,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  type IdList,
  ID_LISTS,
  jobPreferencesOf,
  missingIds,
  readIdList,
  readProfileRow,
  replaceIdList,
  replaceSkillSet,
  setCvBankOptIn,
  skillsNotOfType,
  updateHiddenSections,
  updateJobPreferences,
  updatePersonalInfo,
  visibilityOf,
} from './repository';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound, validationFailed } from '../../platform/errors';
import { isUniqueViolation } from '../../db/sql';
import { loadCvView } from './cv-certificates';
import { cvBankStatus, ensureYouthProfile, loadProfile, refreshCompletion } from './profile';
import { listItems, setAddToCv } from './items';
import { OWNED_SECTIONS } from './sections';

/**
 * The signed-in youth's profile (spec §7 "Youth profile CRUD"): personal info, thirteen owned item sections, areas of
 * interest and aspiration, basic and specialized skills, job preferences, add-to-cv, show-or-hide and completion.
 * Youth only (403 for other user types); every call acts on the caller's own profile.
 */
export function registerProtectedYouthProfileRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  /** Runs a change of the caller's profile and its completion refresh in one transaction. */
  const change = <T>(youth: number, fn: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      await ensureYouthProfile(tx, youth);
      const result = await fn(tx);
      await refreshCompletion(tx, youth);
      return result;
    });

  registerEndpoint(app, endpoints.youthProfile, async (ctx) => loadProfile(db, ctx.youthId()));

  registerEndpoint(
    app,
    endpoints.updateYouthPersonalInfo,
    async (ctx) => {
      const youth = ctx.youthId();
      const value = ctx.body;
      if (
        value.nationality_country_id &&
        (await missingIds(db, 'countries', [value.nationality_country_id])).length
      ) {
        throw validationFailed({ nationality_country_id: [V.referenceMissing] });
      }
      try {
        await change(youth, (tx) => updatePersonalInfo(tx, youth, value));
      } catch (error) {
        if (isUniqueViolation(error)) throw validationFailed({ identity_number: [V.alreadyExists] });
        throw error;
      }
      return loadProfile(db, youth);
    },
    { caller: youthOnly, body: personalInfoSchema },
  );

  const jobPreferences = async (youth: number) => {
    await ensureYouthProfile(db, youth);
    const row = await readProfileRow(db, youth);
    if (!row) throw notFound();
    return jobPreferencesOf(row);
  };
  registerEndpoint(app, endpoints.youthJobPreferences, async (ctx) => jobPreferences(ctx.youthId()));
  registerEndpoint(
    app,
    endpoints.updateYouthJobPreferences,
    async (ctx) => {
      const youth = ctx.youthId();
      await change(youth, (tx) => updateJobPreferences(tx, youth, ctx.body));
      return jobPreferences(youth);
    },
    { caller: youthOnly, body: jobPreferencesSchema },
  );

  /** Replaces an id list after checking every id is a live record of its lookup. */
  const replaceList = async (youth: number, list: IdList, field: string, ids: number[]) => {
    const missing = await missingIds(db, ID_LISTS[list].lookup, ids);
    if (missing.length) {
      const errors: FieldErrors = {};
      for (const id of missing) errors[`${field}[${ids.indexOf(id)}]`] = [V.referenceMissing];
      throw validationFailed(errors);
    }
    await change(youth, (tx) => replaceIdList(tx, youth, list, ids));
    return readIdList(db, youth, list);
  };
  registerEndpoint(app, endpoints.youthAreaOfInterest, async (ctx) =>
    readIdList(db, ctx.youthId(), 'interest'),
  );
  registerEndpoint(
    app,
    endpoints.updateYouthAreaOfInterest,
    async (ctx) => {
      const youth = ctx.youthId();
      const { area_of_interest_ids } = ctx.body;
      return replaceList(youth, 'interest', 'area_of_interest_ids', area_of_interest_ids);
    },
    { caller: youthOnly, body: areaOfInterestSchema },
  );
  registerEndpoint(app, endpoints.youthAreaOfAspirations, async (ctx) =>
    readIdList(db, ctx.youthId(), 'aspiration'),
  );
  registerEndpoint(
    app,
    endpoints.updateYouthAreaOfAspirations,
    async (ctx) => {
      const youth = ctx.youthId();
      const { area_of_aspiration_ids } = ctx.body;
      return replaceList(youth, 'aspiration', 'area_of_aspiration_ids', area_of_aspiration_ids);
    },
    { caller: youthOnly, body: areaOfAspirationSchema },
  );

  const skillSets = [
    [SKILL_TYPE.BASIC, 'basic_skill', endpoints.youthBasicSkills, endpoints.updateYouthBasicSkills],
    [
      SKILL_TYPE.SPECIALIZED,
      'specialized_skill',
      endpoints.youthSpecializedSkills,
      endpoints.updateYouthSpecializedSkills,
    ],
  ] as const;
  for (const [skillType, kind, read, update] of skillSets) {
    const schema = skillSetSchema(kind);
    const ofType = async (youth: number) =>
      (await listItems<YouthSkill>(db, OWNED_SECTIONS.skills, youth)).filter(
        (s) => s.skill_type === skillType,
      );
    registerEndpoint(app, read, async (ctx) => ofType(ctx.youthId()));
    registerEndpoint(
      app,
      update,
      async (ctx) => {
        const youth = ctx.youthId();
        const { skills } = ctx.body;
        const wrong = await skillsNotOfType(
          db,
          skills.map((s) => s.skill_id),
          skillType,
        );
        if (wrong.length) {
          const errors: FieldErrors = {};
          skills.forEach((s, i) => {
            if (wrong.includes(s.skill_id)) errors[`skills[${i}].skill_id`] = [V.oneOf];
          });
          throw validationFailed(errors);
        }
        await change(youth, (tx) => replaceSkillSet(tx, youth, skillType, skills));
        return ofType(youth);
      },
      { caller: youthOnly, body: schema },
    );
  }

  registerEndpoint(
    app,
    endpoints.youthAddToCv,
    async (ctx) => {
      const youth = ctx.youthId();
      const value = ctx.body;
      if (!(await setAddToCv(db, OWNED_SECTIONS[value.section], youth, value.id, value.add_to_cv)))
        throw notFound();
      return value;
    },
    { caller: youthOnly, body: addToCvSchema },
  );

  registerEndpoint(app, endpoints.youthDataVisibility, async (ctx) => {
    const youth = ctx.youthId();
    await ensureYouthProfile(db, youth);
    const row = await readProfileRow(db, youth);
    return visibilityOf(row?.hidden_sections ?? []);
  });
  registerEndpoint(
    app,
    endpoints.updateYouthDataVisibility,
    async (ctx) => {
      const youth = ctx.youthId();
      await ensureYouthProfile(db, youth);
      return updateHiddenSections(db, youth, ctx.body.sections);
    },
    { caller: youthOnly, body: dataVisibilitySchema },
  );

  /** The CV bank: the youth's choice and whether the profile is complete enough for it to count (issue 12). */
  const cvBank = async (youth: number) => {
    await ensureYouthProfile(db, youth);
    const row = await readProfileRow(db, youth);
    const completion = await refreshCompletion(db, youth);
    return cvBankStatus(row?.in_cv_bank ?? false, completion.percentage);
  };
  registerEndpoint(app, endpoints.youthCvBank, async (ctx) => cvBank(ctx.youthId()));
  registerEndpoint(
    app,
    endpoints.updateYouthCvBank,
    async (ctx) => {
      const youth = ctx.youthId();
      await ensureYouthProfile(db, youth);
      await setCvBankOptIn(db, youth, ctx.body.opt_in);
      return cvBank(youth);
    },
    { caller: youthOnly, body: cvBankSettingSchema },
  );

  registerEndpoint(app, endpoints.youthProfileCompletion, async (ctx) =>
    refreshCompletion(db, ctx.youthId()),
  );
  registerEndpoint(app, endpoints.youthOwnCv, async (ctx) => loadCvView(app, ctx.youthId()));
}
