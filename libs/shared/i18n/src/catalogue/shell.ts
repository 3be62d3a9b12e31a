import { defineArea } from './types';

/**
 * The application shell, sign-in states, the generic pages of spec §2/§8 and the shared ui components:
 * ids `shell.*`, `auth.*`, `pages.generic.*`, `ui.*`. Spec texts are kept verbatim (including their spelling).
 */
export default defineArea(
  {
    'shell.skip_to_content': 'Skip to main content',
    'shell.main_menu': 'Main menu',
    'shell.open_menu': 'Open menu',
    'shell.close_menu': 'Close menu',
    'shell.hide_menu': 'Hide the menu',
    'shell.show_menu': 'Show the menu',
    'shell.menu_search': 'Find in the menu',
    'shell.menu_search_none': 'No menu entry matches “{query}”',
    'shell.user_menu': 'Account',
    'shell.loading_page': 'Loading page',
    'shell.footer.copyright': '© {year, number, ::group-off} National Youth Skills & Jobs Platform',
    'shell.language.en': 'English',
    'shell.language.bn': 'বাংলা',
    'shell.theme.light': 'Light',
    'shell.theme.semi_dark': 'Semi-dark',
    'shell.theme.dark': 'Dark',
    'shell.config_error': 'The application could not load its configuration. Please try again later.',

    'auth.loading': 'Checking your sign-in…',
    'auth.signing_in': 'Signing you in…',
    'auth.signing_out': 'Signing you out…',
    'auth.error_title': 'Sign-in problem',
    'auth.password_updated.title': 'Your password is changed',
    'auth.password_updated.message':
      'Use the new password the next time you sign in. Every other sign-in of your account has ended.',
    'auth.password_not_updated.title': 'Your password was not changed',
    'auth.password_not_updated.message':
      'The password change was cancelled or did not finish. Your current password still works.',

    'pages.generic.not_found.title': 'Page not found',
    'pages.generic.not_found.message': "We can't find the page that you are looking for",
    'pages.generic.server_error.title': 'Internal server error',
    'pages.generic.server_error.message':
      'We are facing internal server error and working towards to fix it soon',
    'pages.generic.error.title': 'Ah! Something went wrong.',
    'pages.generic.error.message':
      'Brace yourself till we get the error fixed. You may also refresh the page or try again latter.',
    'pages.generic.unauthorized.title': 'Unauthorized Access',
    'pages.generic.unauthorized.message': 'Unfortunately, you do not have permission to view this page.',
    'pages.generic.login_error.title': 'Login Error',
    'pages.generic.sign_in_required.title': 'Please sign in',
    'pages.generic.sign_in_required.message':
      'You need to sign in to see this page. You did not sign in, so nothing has changed.',
    'pages.generic.login_error.message':
      'Unfortunately, There is an error in logging you into this application. Please try again later.',
    'pages.generic.maintenance.title': 'Site Under Maintenance',
    'pages.generic.maintenance.subtitle': 'Sorry for this inconvenience. Please try again later.',
    'pages.generic.maintenance.message':
      'Our site is currently under scheduled maintenance. We will be back shortly.',

    'ui.confirm.title': 'Are you sure?',
    'ui.confirm.ok': 'Confirm',
    'ui.leave.title': 'Discard your changes?',
    'ui.leave.message': 'You have changes that are not saved. If you leave now, they are lost.',
    'ui.leave.stay': 'Keep editing',
    'ui.leave.discard': 'Discard changes',
    'ui.form.error_summary': 'The form could not be saved',
    'ui.select.none': 'None',
  },
  {
    'shell.skip_to_content': 'মূল বিষয়বস্তুতে যান',
    'shell.main_menu': 'প্রধান মেনু',
    'shell.open_menu': 'মেনু খুলুন',
    'shell.close_menu': 'মেনু বন্ধ করুন',
    'shell.hide_menu': 'মেনু লুকান',
    'shell.show_menu': 'মেনু দেখান',
    'shell.menu_search': 'মেনুতে খুঁজুন',
    'shell.menu_search_none': '“{query}”-এর সাথে মেনুর কিছু মেলেনি',
    'shell.user_menu': 'অ্যাকাউন্ট',
    'shell.loading_page': 'পৃষ্ঠা লোড হচ্ছে',
    'shell.footer.copyright': '© {year, number, ::group-off} জাতীয় যুব দক্ষতা ও কর্মসংস্থান প্ল্যাটফর্ম',
    'shell.language.en': 'English',
    'shell.language.bn': 'বাংলা',
    'shell.theme.light': 'লাইট',
    'shell.theme.semi_dark': 'সেমি-ডার্ক',
    'shell.theme.dark': 'ডার্ক',
    'shell.config_error': 'অ্যাপ্লিকেশনটি তার কনফিগারেশন লোড করতে পারেনি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',

    'auth.loading': 'আপনার লগইন যাচাই করা হচ্ছে…',
    'auth.signing_in': 'আপনাকে লগইন করানো হচ্ছে…',
    'auth.signing_out': 'আপনাকে লগআউট করানো হচ্ছে…',
    'auth.error_title': 'লগইনে সমস্যা',
    'auth.password_updated.title': 'আপনার পাসওয়ার্ড পরিবর্তন হয়েছে',
    'auth.password_updated.message':
      'পরের বার লগইন করতে নতুন পাসওয়ার্ড ব্যবহার করুন। আপনার অ্যাকাউন্টের অন্য সব লগইন শেষ করা হয়েছে।',
    'auth.password_not_updated.title': 'আপনার পাসওয়ার্ড পরিবর্তন হয়নি',
    'auth.password_not_updated.message': 'পাসওয়ার্ড পরিবর্তন বাতিল হয়েছে বা শেষ হয়নি। আপনার বর্তমান পাসওয়ার্ডই কাজ করবে।',

    'pages.generic.not_found.title': 'পৃষ্ঠাটি পাওয়া যায়নি',
    'pages.generic.not_found.message': 'আপনি যে পৃষ্ঠাটি খুঁজছেন তা আমরা খুঁজে পাচ্ছি না',
    'pages.generic.server_error.title': 'সার্ভারের অভ্যন্তরীণ ত্রুটি',
    'pages.generic.server_error.message':
      'আমরা সার্ভারের অভ্যন্তরীণ ত্রুটির সম্মুখীন হয়েছি এবং দ্রুত এটি ঠিক করার চেষ্টা করছি',
    'pages.generic.error.title': 'আহ! কিছু একটা ভুল হয়েছে।',
    'pages.generic.error.message':
      'ত্রুটিটি ঠিক না হওয়া পর্যন্ত একটু ধৈর্য ধরুন। আপনি পৃষ্ঠাটি রিফ্রেশ করতে বা পরে আবার চেষ্টা করতে পারেন।',
    'pages.generic.unauthorized.title': 'অননুমোদিত প্রবেশ',
    'pages.generic.unauthorized.message': 'দুঃখিত, এই পৃষ্ঠাটি দেখার অনুমতি আপনার নেই।',
    'pages.generic.login_error.title': 'লগইন ত্রুটি',
    'pages.generic.sign_in_required.title': 'অনুগ্রহ করে লগইন করুন',
    'pages.generic.sign_in_required.message':
      'এই পৃষ্ঠাটি দেখতে লগইন করতে হবে। আপনি লগইন করেননি, তাই কিছুই বদলায়নি।',
    'pages.generic.login_error.message':
      'দুঃখিত, এই অ্যাপ্লিকেশনে আপনাকে লগইন করাতে একটি ত্রুটি হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    'pages.generic.maintenance.title': 'সাইটটি রক্ষণাবেক্ষণের অধীনে আছে',
    'pages.generic.maintenance.subtitle': 'এই অসুবিধার জন্য দুঃখিত। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    'pages.generic.maintenance.message': 'আমাদের সাইটে বর্তমানে নির্ধারিত রক্ষণাবেক্ষণ চলছে। আমরা শীঘ্রই ফিরে আসব।',

    'ui.confirm.title': 'আপনি কি নিশ্চিত?',
    'ui.confirm.ok': 'নিশ্চিত করুন',
    'ui.leave.title': 'পরিবর্তনগুলো বাদ দেবেন?',
    'ui.leave.message': 'আপনার কিছু পরিবর্তন এখনো সংরক্ষণ করা হয়নি। এখন চলে গেলে সেগুলো হারিয়ে যাবে।',
    'ui.leave.stay': 'সম্পাদনা চালিয়ে যান',
    'ui.leave.discard': 'পরিবর্তন বাদ দিন',
    'ui.form.error_summary': 'ফর্মটি সংরক্ষণ করা যায়নি',
    'ui.select.none': 'কোনোটি নয়',
  },
);
