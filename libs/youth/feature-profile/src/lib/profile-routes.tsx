import type { RouteObject } from 'react-router-dom';

/** The youth's own profile (spec §2 paths), signed-in youth only; each page its own lazy chunk. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'my-profile',
    handle: { titleId: 'profile.my_profile.title' },
    lazy: () => import('./my-profile-page').then((m) => ({ Component: m.MyProfilePage })),
  },
  {
    path: 'profile-edit',
    handle: { titleId: 'profile.edit.title' },
    lazy: () => import('./profile-edit-page').then((m) => ({ Component: m.ProfileEditPage })),
  },
];
