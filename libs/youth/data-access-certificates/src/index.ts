export * from './lib/certificates';
