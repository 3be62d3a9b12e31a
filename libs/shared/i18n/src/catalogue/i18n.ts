import { defineArea } from './types';

/** Units of the i18n formatters (`formatDuration`). */
export default defineArea(
  {
    'i18n.duration.minutes': '{minutes, plural, one {# minute} other {# minutes}}',
    'i18n.duration.hours': '{hours, plural, one {# hour} other {# hours}}',
    'i18n.duration.hours_minutes':
      '{hours, plural, one {# hour} other {# hours}} {minutes, plural, one {# minute} other {# minutes}}',
  },
  {
    'i18n.duration.minutes': '{minutes, plural, one {# মিনিট} other {# মিনিট}}',
    'i18n.duration.hours': '{hours, plural, one {# ঘণ্টা} other {# ঘণ্টা}}',
    'i18n.duration.hours_minutes':
      '{hours, plural, one {# ঘণ্টা} other {# ঘণ্টা}} {minutes, plural, one {# মিনিট} other {# মিনিট}}',
  },
);
