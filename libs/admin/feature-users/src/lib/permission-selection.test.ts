import { describe, expect, it } from 'vitest';
import type { PermissionTreeGroup } from '@platform/contract';
import {
  filterTree,
  isDirty,
  permissionIdsOf,
  selectionForSave,
  selectionState,
  setAll,
  toggle,
  treePermissionIds,
} from './permission-selection';

const p = (id: number, module: string) => ({
  id,
  key: `key_${id}`,
  uri: `/private/${module}`,
  method: 'GET' as const,
  module,
});

const tree: PermissionTreeGroup[] = [
  {
    id: 1,
    key: 'platform',
    title: 'প্ল্যাটফর্ম',
    title_en: 'Platform',
    sub_groups: [
      {
        id: 10,
        key: 'users',
        title: null,
        title_en: 'Users',
        modules: [{ module: 'users', permissions: [p(3, 'users'), p(1, 'users')] }],
      },
      {
        id: 11,
        key: 'roles',
        title: null,
        title_en: 'Roles',
        modules: [
          { module: 'roles', permissions: [p(2, 'roles')] },
          { module: 'permission-tree', permissions: [p(7, 'permission-tree')] },
        ],
      },
    ],
  },
];

describe('permission selection', () => {
  it('collects the ids under any node', () => {
    expect(treePermissionIds(tree)).toEqual([3, 1, 2, 7]);
    const group = tree[0];
    if (!group) throw new Error('fixture');
    expect(permissionIdsOf(group)).toEqual([3, 1, 2, 7]);
    expect(permissionIdsOf(group.sub_groups[1] ?? group)).toEqual([2, 7]);
    expect(permissionIdsOf(group.sub_groups[1]?.modules[0] ?? group)).toEqual([2]);
  });

  it('tells all, some or none', () => {
    expect(selectionState([1, 2], new Set([1, 2, 9]))).toBe('all');
    expect(selectionState([1, 2], new Set([2]))).toBe('some');
    expect(selectionState([1, 2], new Set())).toBe('none');
  });

  it('selects and clears a whole node without touching the rest', () => {
    expect([...setAll(new Set([9]), [1, 2], true)].sort()).toEqual([1, 2, 9]);
    expect([...setAll(new Set([1, 2, 9]), [1, 2], false)]).toEqual([9]);
    expect([...toggle(new Set([1]), 1)]).toEqual([]);
    expect([...toggle(new Set([1]), 2)].sort()).toEqual([1, 2]);
  });

  it('saves ascending ids the tree knows, and tells a change', () => {
    expect(selectionForSave(tree, new Set([7, 3, 99]))).toEqual([3, 7]);
    expect(isDirty([1, 2], new Set([2, 1]))).toBe(false);
    expect(isDirty([1, 2], new Set([1]))).toBe(true);
    expect(isDirty([1], new Set([2]))).toBe(true);
  });

  it('runs a sub group’s modules together as one section and narrows it to what a search finds', () => {
    const names = {
      permission: (item: { key: string }) => `Name of ${item.key}`,
      section: (node: { title: string | null; title_en: string | null }) =>
        [node.title, node.title_en].filter((s): s is string => Boolean(s)),
    };
    const all = filterTree(tree, '', names);
    expect(all.map((g) => g.sections.map((s) => s.permissions.map((x) => x.id)))).toEqual([
      [
        [3, 1],
        [2, 7],
      ],
    ]);
    expect(all[0]?.ids).toEqual([3, 1, 2, 7]);
    // a section's title keeps all of it; otherwise names, keys and routes
    expect(filterTree(tree, 'ROLES', names)[0]?.ids).toEqual([2, 7]);
    expect(filterTree(tree, 'name of key_1', names)[0]?.ids).toEqual([1]);
    expect(filterTree(tree, '/private/permission-tree', names)[0]?.ids).toEqual([7]);
    expect(filterTree(tree, 'nothing', names)).toEqual([]);
  });
});
