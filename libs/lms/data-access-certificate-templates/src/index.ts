export * from './lib/templates';
