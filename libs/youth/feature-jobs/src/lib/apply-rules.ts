// The apply form's rules, loaded when the form is first used (`Form`'s rules loader, ADR 0148): import only through
// `import()`, so the apply dialog opens without yup and the shared schema.
export { applyJobSchema as applyRules } from '@platform/validation';
