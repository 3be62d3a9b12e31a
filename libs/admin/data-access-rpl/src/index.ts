export * from './lib/rpl-office';
