import { describe, expect, it } from 'vitest';
import { makeCourseTexts } from './course-factories';

describe('makeCourseTexts', () => {
  it('gives every descriptive field of the contract and its _en, empty unless given', () => {
    const texts = makeCourseTexts({ overview_en: 'Build a first website.' });
    expect(Object.keys(texts)).toHaveLength(16);
    expect(texts).toMatchObject({
      overview: null,
      overview_en: 'Build a first website.',
      eligibility_en: null,
    });
  });
});
