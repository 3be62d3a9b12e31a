export * from './lib/learning-paths';
