import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient, useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import {
  resourcePermissions,
  type ResourceDef,
  type ResourceListQuery,
  type ResourceRecord,
} from '@platform/resources';
import { endpointsOf, referencedDef } from './endpoints';
import { referenceIds } from './records';

/** One server page of a resource's list; the previous page stays on screen while the next loads. */
export function useResourceList(def: ResourceDef, query: ResourceListQuery | null) {
  return useEndpointList(endpointsOf(def).list, query ? { query } : null, { keepPreviousData: true });
}

/** One record (`null` id: wait). */
export function useResourceRecord(def: ResourceDef, id: number | null) {
  return useEndpoint(endpointsOf(def).read, id === null ? null : { params: { id } });
}

/**
 * Every write of a resource. Each revalidates the resource's cached lists and records on success and rejects with
 * the ApiError (forms apply its `fieldErrors`).
 */
export function useResourceMutations(def: ResourceDef) {
  const endpoints = endpointsOf(def);
  return {
    create: useEndpointMutation(endpoints.create),
    update: useEndpointMutation(endpoints.update),
    remove: useEndpointMutation(endpoints.remove),
    restore: useEndpointMutation(endpoints.restore),
    bulkDelete: useEndpointMutation(endpoints.bulkDelete),
    importRows: useEndpointMutation(endpoints.import),
  };
}

/** What the signed-in user may do with a resource (the gateway checks the same keys). */
export function useResourcePermissions(def: ResourceDef) {
  const { hasPermission } = useAuth();
  const keys = resourcePermissions(def);
  return {
    viewAny: hasPermission(keys.viewAny),
    viewSingle: hasPermission(keys.viewSingle),
    create: hasPermission(keys.create),
    update: hasPermission(keys.update),
    delete: hasPermission(keys.delete),
  };
}

/** Reference look-ups stay bounded: at most one list page and this many single reads per referenced resource. */
export const REFERENCE_PAGE_SIZE = 100;
export const MAX_REFERENCE_READS = 25;
/** Up to this many ids are read one by one; more start with one list page. */
const DIRECT_READS = 5;

type Client = ReturnType<typeof useApiClient>;

/**
 * The records of `def` with these ids: a few are read one by one; more start with the first list page (reference
 * tables are short lookups) and read the rest, at most MAX_REFERENCE_READS. An id that cannot be read (deleted,
 * forbidden) is left out.
 */
export async function fetchReferenceRecords(
  client: Client,
  def: ResourceDef,
  ids: readonly number[],
): Promise<ResourceRecord[]> {
  const endpoints = endpointsOf(def);
  let found: ResourceRecord[] = [];
  if (ids.length > DIRECT_READS) {
    const page = await client
      .list(endpoints.list, { query: { page: 1, page_size: REFERENCE_PAGE_SIZE } })
      .catch(() => null);
    found = (page?.data ?? []).filter((r) => ids.includes(r.id));
  }
  const missing = ids.filter((id) => !found.some((r) => r.id === id)).slice(0, MAX_REFERENCE_READS);
  const read = await Promise.all(
    missing.map((id) => client.call(endpoints.read, { params: { id } }).catch(() => null)),
  );
  return [...found, ...read.filter((r): r is ResourceRecord => r !== null)];
}

function sortedUnique(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The records of `def` behind some reference ids (to show their titles). */
export function useReferenceRecords(def: ResourceDef, ids: readonly number[]) {
  const client = useApiClient();
  const wanted = useMemo(() => sortedUnique(ids), [ids]);
  // keyed like endpointKey (`[method, path, params, query]`) under the resource's path, so its writes revalidate it
  const { data, isLoading } = useSWR(
    wanted.length > 0 ? (['GET', endpointsOf(def).list.path, { references: wanted }, null] as const) : null,
    () => fetchReferenceRecords(client, def, wanted),
  );
  const records = useMemo(() => new Map((data ?? []).map((r) => [r.id, r])), [data]);
  return { records, isLoading };
}

/** Finds the record a reference points to: `(resource name, id)` → record, if it could be read. */
export type ReferenceLookup = (resource: string, id: number) => ResourceRecord | undefined;

/**
 * The referenced records of every reference field of `def` in `rows` (a list page or one record), fetched together:
 * per referenced resource one list page and at most MAX_REFERENCE_READS reads, whatever the number of rows.
 */
export function useReferencesOf(def: ResourceDef, rows: readonly ResourceRecord[], onlyListed = false) {
  const client = useApiClient();
  const wanted = useMemo(() => {
    const byResource: Record<string, number[]> = {};
    for (const field of def.fields) {
      if ((field.kind !== 'reference' && field.kind !== 'multiReference') || (onlyListed && !field.list))
        continue;
      const ids = rows.flatMap((row) => referenceIds(row[field.name]));
      byResource[field.resource] = sortedUnique([...(byResource[field.resource] ?? []), ...ids]);
    }
    return Object.fromEntries(Object.entries(byResource).filter(([, ids]) => ids.length > 0));
  }, [def, rows, onlyListed]);
  const { data, isLoading } = useSWR(
    Object.keys(wanted).length > 0
      ? (['GET', endpointsOf(def).list.path, { references: wanted }, null] as const)
      : null,
    async () => {
      const entries = await Promise.all(
        Object.entries(wanted).map(
          async ([name, ids]) =>
            [name, await fetchReferenceRecords(client, referencedDef(name), ids)] as const,
        ),
      );
      return new Map(entries.map(([name, records]) => [name, new Map(records.map((r) => [r.id, r]))]));
    },
    { keepPreviousData: true },
  );
  const lookup = useCallback<ReferenceLookup>((resource, id) => data?.get(resource)?.get(id), [data]);
  return { lookup, isLoading };
}
