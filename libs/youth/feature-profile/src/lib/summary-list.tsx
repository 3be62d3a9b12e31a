import { FactList, useTranslate } from '@platform/ui';

/**
 * Label–value pairs of a part of the profile (a description list); rows without a value say "not given". A value
 * written in one language carries it (`lang`), so it is read (and labelled) as that language's text.
 */
export function SummaryList({ rows }: { rows: { name: string; value: string; lang?: 'bn' | 'en' }[] }) {
  const t = useTranslate();
  return (
    <FactList
      dense
      keepEmpty
      rows={rows.map(
        (row) =>
          [
            t(`profile.field.${row.name}`),
            row.value || t('profile.item.not_given'),
            row.value ? row.lang : undefined,
          ] as const,
      )}
    />
  );
}
