export { lockerMenu, lockerRouteGroup } from './lib/locker-routes';
export type { LockerMenuItem } from './lib/locker-routes';
