// The contact form's rules, loaded when the form is first used (`Form`'s rules loader, ADR 0148): import only
// through `import()`, so the contact page's first screen carries neither yup nor the shared schema.
export { contactSchema as contactRules } from '@platform/validation';
