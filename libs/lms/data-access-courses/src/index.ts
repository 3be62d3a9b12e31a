export * from './lib/counts';
export * from './lib/courses';
