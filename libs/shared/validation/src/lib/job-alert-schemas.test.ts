import { describe, expect, it } from 'vitest';
import { jobAlertSchema } from './job-alert-schemas';
import { validateBody } from './validate';

/** The job alert body (ADR 0065): what the /job-alert-settings form and the gateway both refuse or keep. */
const check = (body: unknown) => validateBody(jobAlertSchema, body);
const errorsOf = async (body: unknown) => {
  const r = await check(body);
  return r.ok ? {} : r.errors;
};

describe('jobAlertSchema', () => {
  it('keeps a full alert, with Bengali digits in the ids and the lists deduplicated by the gateway later', async () => {
    const r = await check({
      title: '  আইটি চাকরি ',
      keywords: 'web developer',
      job_sector_ids: ['৩'],
      occupation_ids: [4],
      skill_ids: [5, 6],
      loc_division_id: 1,
      loc_district_id: '2',
      job_levels: ['১', 2],
      employment_types: ['full_time'],
      channels: ['in_app', 'sms'],
      is_enabled: false,
      youth_id: 99,
    });
    expect(r).toEqual({
      ok: true,
      value: {
        title: 'আইটি চাকরি',
        keywords: 'web developer',
        job_sector_ids: [3],
        occupation_ids: [4],
        skill_ids: [5, 6],
        loc_division_id: 1,
        loc_district_id: 2,
        job_levels: [1, 2],
        employment_types: ['full_time'],
        channels: ['in_app', 'sms'],
        is_enabled: false,
      },
    });
  });

  it('asks for at least one criterion, on the keywords field', async () => {
    expect(await errorsOf({ title: 'Nothing', keywords: '  ', channels: ['in_app'] })).toEqual({
      keywords: ['{"id":"validation.at_least_one","values":{"field":"registration_interest"}}'],
    });
    expect((await check({ job_levels: [3], channels: ['in_app'] })).ok).toBe(true);
    expect((await check({ loc_division_id: 4, channels: ['in_app'] })).ok).toBe(true);
  });

  it('asks for at least one known channel and known choices', async () => {
    const errors = await errorsOf({
      keywords: 'web',
      channels: [],
      job_levels: [7],
      employment_types: ['forever'],
    });
    expect(Object.keys(errors).sort()).toEqual(['channels', 'employment_types[0]', 'job_levels[0]']);
    expect(Object.keys(await errorsOf({ keywords: 'web', channels: ['fax'] }))).toEqual(['channels[0]']);
    expect(Object.keys(await errorsOf({ keywords: 'web' }))).toEqual(['channels']);
  });

  it('refuses a district without its division, and long texts and lists', async () => {
    expect(Object.keys(await errorsOf({ loc_district_id: 2, channels: ['in_app'] }))).toContain(
      'loc_district_id',
    );
    expect(await errorsOf({ keywords: '!!! ---', channels: ['in_app'] })).toEqual({
      keywords: ['validation.format'],
    });
    const errors = await errorsOf({
      keywords: 'x'.repeat(201),
      title: 'y'.repeat(101),
      skill_ids: Array.from({ length: 21 }, (_, i) => i + 1),
      channels: ['in_app'],
    });
    expect(Object.keys(errors).sort()).toEqual(['keywords', 'skill_ids', 'title']);
  });
});
