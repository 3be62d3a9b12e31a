import { defineArea } from './types';

/**
 * The youth portal's /settings page (spec §2 youth menu "settings"): `youth_settings.*`. The language and theme
 * choices reuse `shell.language.*` and `shell.theme.*`.
 */
export default defineArea(
  {
    'youth_settings.title': 'Settings',
    'youth_settings.preferences': 'Display',
    'youth_settings.preferences_intro': 'Saved on this device.',
    'youth_settings.password': 'Password',
    'youth_settings.password_intro':
      'Change your password with your current one. You will sign in again afterwards.',
    'youth_settings.change_password': 'Change password',
    'youth_settings.deactivate': 'Deactivate account',
    'youth_settings.deactivate_intro':
      'Deactivating signs you out everywhere, hides your public profile and CV, and stops you signing in. Your data is kept: an administrator can restore the account.',
    'youth_settings.deactivate_start': 'Deactivate my account',
    'youth_settings.deactivate_form': 'Confirm deactivation',
    'youth_settings.deactivate_password': 'Your password',
    'youth_settings.deactivate_confirm': 'Deactivate now',
    'youth_settings.deactivate_cancel': 'Cancel',
    'youth_settings.deactivated_title': 'Your account is deactivated',
    'youth_settings.deactivated_text':
      'You have been signed out everywhere. Contact us if you want the account back.',
    'youth_settings.finish': 'Sign out',
    'youth_settings.privacy': 'Privacy',
    'youth_settings.privacy_sections':
      'Which parts of your profile anyone with your profile link sees is chosen section by section on My profile.',
    'youth_settings.privacy_link': 'Show or hide parts of my profile',
    'youth_settings.cv_bank.switch': 'Let recruiters find my CV in the CV bank',
    'youth_settings.cv_bank.rule':
      'Recruiters see your CV (only the parts you show) once your profile is at least {min, number} % complete. Yours is {completion, number} % complete.',
    'youth_settings.cv_bank.off': 'You are not in the CV bank: recruiters cannot search for you.',
    'youth_settings.cv_bank.listed': 'You are in the CV bank: recruiters can find your CV.',
    'youth_settings.cv_bank.incomplete':
      'You chose the CV bank, but recruiters see your CV only from {min, number} % complete. Add to your profile to get there.',
    'youth_settings.cv_bank.load_failed': 'Your CV bank setting could not be loaded.',
  },
  {
    'youth_settings.title': 'সেটিংস',
    'youth_settings.preferences': 'প্রদর্শন',
    'youth_settings.preferences_intro': 'এই ডিভাইসে সংরক্ষিত থাকে।',
    'youth_settings.password': 'পাসওয়ার্ড',
    'youth_settings.password_intro': 'বর্তমান পাসওয়ার্ড দিয়ে নতুন পাসওয়ার্ড ঠিক করুন। এরপর আবার সাইন ইন করবেন।',
    'youth_settings.change_password': 'পাসওয়ার্ড পরিবর্তন',
    'youth_settings.deactivate': 'অ্যাকাউন্ট নিষ্ক্রিয় করুন',
    'youth_settings.deactivate_intro':
      'নিষ্ক্রিয় করলে সব জায়গা থেকে সাইন আউট হবেন, আপনার পাবলিক প্রোফাইল ও সিভি লুকানো থাকবে এবং আর সাইন ইন করতে পারবেন না। আপনার তথ্য মুছে যাবে না: একজন অ্যাডমিনিস্ট্রেটর অ্যাকাউন্টটি আবার চালু করতে পারবেন।',
    'youth_settings.deactivate_start': 'আমার অ্যাকাউন্ট নিষ্ক্রিয় করুন',
    'youth_settings.deactivate_form': 'নিষ্ক্রিয় করা নিশ্চিত করুন',
    'youth_settings.deactivate_password': 'আপনার পাসওয়ার্ড',
    'youth_settings.deactivate_confirm': 'এখনই নিষ্ক্রিয় করুন',
    'youth_settings.deactivate_cancel': 'বাতিল',
    'youth_settings.deactivated_title': 'আপনার অ্যাকাউন্ট নিষ্ক্রিয় করা হয়েছে',
    'youth_settings.deactivated_text':
      'সব জায়গা থেকে আপনাকে সাইন আউট করা হয়েছে। অ্যাকাউন্ট ফিরে পেতে চাইলে আমাদের সাথে যোগাযোগ করুন।',
    'youth_settings.finish': 'সাইন আউট',
    'youth_settings.privacy': 'গোপনীয়তা',
    'youth_settings.privacy_sections':
      'প্রোফাইল লিংক যার কাছে আছে, সে আপনার প্রোফাইলের কোন অংশ দেখবে তা আমার প্রোফাইলে প্রতিটি অংশে আলাদা করে ঠিক করুন।',
    'youth_settings.privacy_link': 'প্রোফাইলের অংশ দেখান বা লুকান',
    'youth_settings.cv_bank.switch': 'নিয়োগকর্তারা যেন সিভি ব্যাংকে আমার সিভি খুঁজে পান',
    'youth_settings.cv_bank.rule':
      'আপনার প্রোফাইল অন্তত {min, number}% পূর্ণ হলে নিয়োগকর্তারা আপনার সিভি (শুধু যে অংশগুলো দেখান) দেখবেন। আপনার প্রোফাইল এখন {completion, number}% পূর্ণ।',
    'youth_settings.cv_bank.off': 'আপনি সিভি ব্যাংকে নেই: নিয়োগকর্তারা আপনাকে খুঁজতে পারবেন না।',
    'youth_settings.cv_bank.listed': 'আপনি সিভি ব্যাংকে আছেন: নিয়োগকর্তারা আপনার সিভি খুঁজে পাবেন।',
    'youth_settings.cv_bank.incomplete':
      'আপনি সিভি ব্যাংক বেছে নিয়েছেন, তবে প্রোফাইল {min, number}% পূর্ণ হলে তবেই নিয়োগকর্তারা আপনার সিভি দেখবেন। প্রোফাইলে আরও তথ্য যোগ করুন।',
    'youth_settings.cv_bank.load_failed': 'আপনার সিভি ব্যাংকের সেটিং লোড করা যায়নি।',
  },
);
