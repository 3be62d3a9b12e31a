export * from './lib/rpl-assessor';
