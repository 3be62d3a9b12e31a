import { describe, expect, it } from 'vitest';
import { assertChangeable, assertDeletable, nextPublication } from './rules';

describe('a course’s publication moves', () => {
  it('publishes a draft, unpublishes a published course, archives either', () => {
    expect(nextPublication('draft', 'publish')).toBe('published');
    expect(nextPublication('published', 'unpublish')).toBe('draft');
    expect(nextPublication('draft', 'archive')).toBe('archived');
    expect(nextPublication('published', 'archive')).toBe('archived');
  });

  it('refuses the moves that make no sense, and every move of an archived course', () => {
    expect(() => nextPublication('published', 'publish')).toThrow('courses.errors.transition');
    expect(() => nextPublication('draft', 'unpublish')).toThrow('courses.errors.transition');
    for (const action of ['publish', 'unpublish', 'archive'] as const)
      expect(() => nextPublication('archived', action)).toThrow('courses.errors.archived');
    expect(() => assertChangeable('archived')).toThrow('courses.errors.archived');
    expect(() => assertChangeable('draft')).not.toThrow();
  });
});

describe('deleting a course', () => {
  it('is for a course never published', () => {
    expect(() => assertDeletable(null)).not.toThrow();
    expect(() => assertDeletable('2026-11-25T10:00:00.000Z')).toThrow('courses.errors.published');
  });
});
