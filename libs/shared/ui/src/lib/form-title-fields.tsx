import { FormTextField } from './form';

/**
 * A record's name in both languages: `title` (Bengali, required) and `title_en` (English), labelled
 * `<prefix>.title` and `<prefix>.title_en` — the pair every titled record's form asks first.
 */
export function FormTitleFields({ prefix }: { prefix: string }) {
  return (
    <>
      <FormTextField name="title" labelId={`${prefix}.title`} required />
      <FormTextField name="title_en" labelId={`${prefix}.title_en`} />
    </>
  );
}
