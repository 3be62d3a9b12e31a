export * from './lib/envelope';
export * from './lib/enums';
export * from './lib/endpoint';
export * from './lib/endpoints';
export * from './lib/endpoints-users';
export * from './lib/endpoints-registration';
export * from './lib/endpoints-youth-profile';
export * from './lib/entities';
export type { HttpMethod } from './lib/http';
