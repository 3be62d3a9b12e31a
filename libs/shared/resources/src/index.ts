export * from './lib/types';
export * from './lib/define';
export * from './lib/schema';
export * from './lib/constants';
export * from './lib/definitions';
export * from './lib/endpoints';
export * from './lib/resource-index';
export * from './lib/resource-entry';
