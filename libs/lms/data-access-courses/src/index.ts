export * from './lib/courses';
