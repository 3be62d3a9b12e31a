import { cmsEndpoints as endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** The gallery's albums in the admin's order (`GET /public/gallery-albums`). */
export function usePublicGalleryAlbums() {
  return useEndpoint(endpoints.publicGalleryAlbums, {});
}

/** One album with its items (`GET /public/gallery-albums/:id`); no call without an id. */
export function usePublicGalleryAlbum(id: number | null) {
  return useEndpoint(endpoints.publicGalleryAlbum, id === null ? null : { params: { id } });
}
