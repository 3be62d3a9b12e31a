export * from './lib/progress-reports';
