export * from './lib/discussion';
