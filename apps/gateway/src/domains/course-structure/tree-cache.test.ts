import { describe, expect, it } from 'vitest';
import type { CourseTree } from '@platform/contract';
import { TreeCache } from './tree-cache';

const tree = (course_id: number): CourseTree => ({ course_id, modules: [] });

describe('the course tree cache', () => {
  it('answers a tree only under the version it was read at', () => {
    const cache = new TreeCache();
    cache.set(1, 'v1', tree(1));
    expect(cache.get(1, 'v1')).toEqual(tree(1));
    expect(cache.get(1, 'v2')).toBeNull();
    expect(cache.get(2, 'v1')).toBeNull();
  });

  it('keeps the most recently read trees up to its limit', () => {
    const cache = new TreeCache(2);
    cache.set(1, 'a', tree(1));
    cache.set(2, 'a', tree(2));
    cache.get(1, 'a');
    cache.set(3, 'a', tree(3));
    expect(cache.get(2, 'a')).toBeNull();
    expect(cache.get(1, 'a')).not.toBeNull();
    expect(cache.get(3, 'a')).not.toBeNull();
  });
});
