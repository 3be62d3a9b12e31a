import type { Localization } from '@mui/material/locale';

// The formatter is made on the first number, not when the module is evaluated (see bnBD below).
let bnNumber: Intl.NumberFormat | undefined;
const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  bnNumber ??= new Intl.NumberFormat('bn-BD');
  return bnNumber.format(value);
};

const pageLabel = (type: string): string => {
  if (type === 'first') return 'প্রথম পৃষ্ঠায় যান';
  if (type === 'last') return 'শেষ পৃষ্ঠায় যান';
  if (type === 'next') return 'পরবর্তী পৃষ্ঠায় যান';
  return 'আগের পৃষ্ঠায় যান';
};

/**
 * MUI's own Bengali component texts (`bnBD` of `@mui/material/locale`, the same strings — theme.test.tsx compares
 * them), except that MUI's module builds its `Intl.NumberFormat('bn-BD')` when it is evaluated: the first
 * `Intl.NumberFormat` of a page initialises ICU, ≈ 70 ms of a phone's main thread (4× CPU), which landed in the
 * entry's one long start-up task of every portal, Bengali or not (ADR 0147). Here it is made on the first number
 * a Bengali TablePagination shows.
 */
export const bnBD: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'পথ দেখান' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'প্রতি পৃষ্ঠায় সারি:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} / ${count !== -1 ? formatNumber(count) : `${formatNumber(to)} থেকে বেশি`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} স্টার`,
        emptyLabelText: 'খালি',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'পরিষ্কার করুন',
        closeText: 'বন্ধ করুন',
        loadingText: 'লোড হচ্ছে…',
        noOptionsText: 'কোন অপশন নেই',
        openText: 'ওপেন করুন',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'বন্ধ করুন' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'পেজিনেশন নেভিগেশন',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'যান '}পৃষ্ঠা ${page}-এ` : pageLabel(type),
      },
    },
  },
};
