export * from './lib/assessments';
