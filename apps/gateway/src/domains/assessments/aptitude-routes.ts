import { endpoints } from '@platform/contract';
import { aptitudeTestConfigSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { validationFailed } from '../../platform/errors';
import {
  aptitudeBankId,
  aptitudeConfig,
  availableByArea,
  saveAptitudeConfig,
  seedAptitudeReference,
} from './aptitude';
import { ASSESSMENT_ERRORS, conflict } from './rules';

/**
 * The aptitude test's configuration (spec §2 admin "aptitude test and its configuration"; §7 protected aptitude-tests
 * configuration; ADR 0070): questions per assessment area, duration, pass mark. Its questions are the aptitude bank's,
 * edited with the question calls.
 */
export function registerAptitudeRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  const current = async () => {
    await seedAptitudeReference(db);
    const config = await aptitudeConfig(db);
    if (!config) throw conflict(ASSESSMENT_ERRORS.notConfigured);
    return config;
  };

  registerEndpoint(app, endpoints.aptitudeTestConfiguration, async () => current());

  registerEndpoint(
    app,
    endpoints.updateAptitudeTestConfiguration,
    async (ctx) => {
      await seedAptitudeReference(db);
      const bankId = await aptitudeBankId(db);
      if (bankId === null) throw conflict(ASSESSMENT_ERRORS.notConfigured);
      // an area cannot ask for more questions than the bank has ready for it
      const available = new Map(
        (await availableByArea(db, bankId)).map((a) => [a.assessment_area, a.question_count]),
      );
      const errors: Record<string, string[]> = {};
      ctx.body.areas.forEach((area, i) => {
        const max = available.get(area.assessment_area) ?? 0;
        if (area.question_count > max)
          errors[`areas[${i}].question_count`] = [JSON.stringify({ id: 'validation.max', values: { max } })];
      });
      if (Object.keys(errors).length) throw validationFailed(errors);
      await saveAptitudeConfig(db, bankId, ctx.body);
      return current();
    },
    { body: aptitudeTestConfigSchema, message: 'assessments.success.config_saved' },
  );
}
