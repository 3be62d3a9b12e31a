import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseJobSearch, toJobSearchQuery, toSearchParams } from './search-params';

describe('the job search in the address', () => {
  it('reads every filter and writes it back unchanged (a link reproduces the search)', () => {
    const address =
      'search=web+developer&job_sector_ids=3,4&occupation_ids=9&skill_ids=5,6&loc_division_id=1&loc_district_id=2&loc_upazila_id=8&job_levels=1,2&employment_types=full_time,internship&workplaces=1&salary_min=15000&salary_max=30000&posted_within=7&sort=deadline&page=3';
    const search = parseJobSearch(new URLSearchParams(address));
    expect(search).toMatchObject({
      search: 'web developer',
      job_sector_ids: [3, 4],
      skill_ids: [5, 6],
      employment_types: ['full_time', 'internship'],
      page: 3,
    });
    expect(toSearchParams(search).toString()).toBe(address.replaceAll(',', '%2C'));
    expect(activeFilterCount(search)).toBe(9);
  });

  it('drops what the gateway would refuse: unknown values, bad numbers, page 1 and the default sort', () => {
    const search = parseJobSearch(
      new URLSearchParams(
        'job_levels=1,9&employment_types=astronaut&workplaces=x&salary_min=-5&posted_within=2&sort=random&page=0&job_sector_ids=a,2',
      ),
    );
    expect(search).toMatchObject({
      job_levels: [1],
      employment_types: [],
      workplaces: [],
      salary_min: null,
      posted_within: null,
      sort: 'newest',
      page: 1,
      job_sector_ids: [2],
    });
    expect(toSearchParams(search).toString()).toBe('job_sector_ids=2&job_levels=1');
  });

  it('asks the gateway for the page of 10 with comma lists, leaving out a salary range upside down', () => {
    const q = toJobSearchQuery(
      parseJobSearch(new URLSearchParams('skill_ids=5,6&salary_min=30000&salary_max=10000&page=2')),
    );
    expect(q).toEqual({ page: 2, page_size: 10, sort: 'newest', skill_ids: '5,6', salary_min: 30000 });
  });
});
