export { lockerMenu, lockerRouteGroup, lockerRoutes } from './lib/locker-routes';
export type { LockerMenuItem } from './lib/locker-routes';
