import { useIntl } from 'react-intl';

/** The text in the active language: the English one in English when there is one, else the Bengali one. */
export function useLocalized() {
  const { locale } = useIntl();
  const en = locale.startsWith('en');
  return (bn: string, english: string | null) => (en && english) || bn;
}
