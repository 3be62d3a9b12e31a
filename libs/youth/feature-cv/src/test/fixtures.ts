// The CV view fixtures are shared with the recruiter's CV bank: @platform/testing's cv-factories.
export { makeCvGuardian as makeGuardian, makeCvView } from '@platform/testing';
