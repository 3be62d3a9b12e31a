import { describe, expect, it } from 'vitest';
import { RESOURCES } from './definitions';
import { resourceEntry } from './resource-entry';
import { RESOURCE_INDEX } from './resource-index';

describe('RESOURCE_INDEX', () => {
  it('names every definition, in the order of RESOURCES, with its segment, key, group and label ids', () => {
    const fields = ({ load: _load, ...rest }: { load: unknown }) => rest;
    expect(RESOURCE_INDEX.map(fields)).toEqual(
      Object.values(RESOURCES).map((def) => fields(resourceEntry(def))),
    );
  });

  it('loads each whole definition', async () => {
    for (const entry of RESOURCE_INDEX)
      expect(await entry.load()).toBe(RESOURCES[entry.name as keyof typeof RESOURCES]);
  });
});
