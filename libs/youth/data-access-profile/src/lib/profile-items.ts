import { useEndpointMutation } from '@platform/api-client';
import { youthItemEndpoints, type YouthItemSection, type YouthItemSections } from '@platform/contract';
import { YOUTH_PROFILE_PATH } from './youth-profile';

const revalidate = { revalidate: [YOUTH_PROFILE_PATH] };

export interface YouthItemMutations<S extends YouthItemSection> {
  /** Adds an item (no id) or changes the item with this id; rejects with the ApiError (field errors for the form). */
  save: (body: YouthItemSections[S]['body'], id?: number) => Promise<YouthItemSections[S]['item']>;
  remove: (id: number) => Promise<unknown>;
  isSaving: boolean;
  isRemoving: boolean;
}

/**
 * Add, change and delete items of one owned section (`/protected/youth-profile/<segment>[/:id]`). Each success
 * revalidates the whole profile, so the lists, the completion and the CV reread what the gateway stored.
 */
export function useYouthItemMutations<S extends YouthItemSection>(section: S): YouthItemMutations<S> {
  const endpoints = youthItemEndpoints[section];
  const create = useEndpointMutation(endpoints.create, revalidate);
  const update = useEndpointMutation(endpoints.update, revalidate);
  const remove = useEndpointMutation(endpoints.remove, revalidate);
  // the endpoints are typed per section; TypeScript cannot follow that through the generic `S`, so say it once here
  type Call = (args: {
    params?: { id: number };
    body?: YouthItemSections[S]['body'];
  }) => Promise<YouthItemSections[S]['item']>;
  const createCall = create.trigger as unknown as Call;
  const updateCall = update.trigger as unknown as Call;
  return {
    save: (body, id) => (id === undefined ? createCall({ body }) : updateCall({ params: { id }, body })),
    remove: (id) => remove.trigger({ params: { id } }),
    isSaving: create.isMutating || update.isMutating,
    isRemoving: remove.isMutating,
  };
}
