import { describe, expect, it } from 'vitest';
import { catalogue } from '@platform/i18n/catalogue';
import { VALIDATION_MESSAGES } from './messages';
import { AT_LEAST_ONE_FIELDS } from './rules';

describe('every validation message has catalogue texts', () => {
  it.each(Object.values(VALIDATION_MESSAGES))('%s', (id) => {
    expect(catalogue['en-US'][id]).toBeTruthy();
    expect(catalogue['bn-BD'][id]).toBeTruthy();
  });

  it.each(AT_LEAST_ONE_FIELDS)('at_least_one has a branch for %s (or falls back to other)', (field) => {
    const en = catalogue['en-US']['validation.at_least_one'] ?? '';
    expect(en.includes(` ${field} {`) || field === 'item').toBe(true);
  });

  it('keeps the spec texts word for word', () => {
    expect(catalogue['en-US']['validation.required']).toBe('This field is required');
    expect(catalogue['en-US']['validation.end_before_start']).toBe(
      'End date must be after or equal to start date',
    );
    expect(catalogue['en-US']['validation.password']).toBe('Password is not valid');
  });
});
