import { defineArea } from './types';

/**
 * Self-service identity: youth and vendor registration, phone and e-mail verification, forgot password
 * (`registration.*`). The gateway's refusals (`registration.errors.*`) and the portal screens share the area.
 */
export default defineArea(
  {
    'registration.errors.code_invalid': 'The code is not correct',
    'registration.errors.code_expired': 'The code has expired. Ask for a new one',
    'registration.errors.too_many_attempts': 'Too many wrong codes. Ask for a new code',
    'registration.errors.resend_wait': 'Please wait 3 minutes before asking for another code',
    'registration.errors.link_invalid': 'This verification link is not valid or has already been used',
    'registration.errors.reset_token_invalid': 'This password reset has expired or was already used. Start again',
    'registration.errors.external_identity': 'Accounts are created at the identity provider of this installation',
    'registration.errors.verification_failed': 'Verification failed',
    'registration.errors.current_password_wrong': 'The current password is not correct',
  },
  {
    'registration.errors.code_invalid': 'কোডটি সঠিক নয়',
    'registration.errors.code_expired': 'কোডটির মেয়াদ শেষ হয়েছে। নতুন কোড চান',
    'registration.errors.too_many_attempts': 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চান',
    'registration.errors.resend_wait': 'আরেকটি কোড চাওয়ার আগে ৩ মিনিট অপেক্ষা করুন',
    'registration.errors.link_invalid': 'এই যাচাই লিংকটি সঠিক নয় অথবা আগেই ব্যবহার করা হয়েছে',
    'registration.errors.reset_token_invalid': 'এই পাসওয়ার্ড রিসেটের মেয়াদ শেষ হয়েছে অথবা আগেই ব্যবহার করা হয়েছে। আবার শুরু করুন',
    'registration.errors.external_identity': 'এই প্ল্যাটফর্মে অ্যাকাউন্ট তৈরি হয় পরিচয় প্রদানকারী সেবায়',
    'registration.errors.verification_failed': 'যাচাই ব্যর্থ হয়েছে',
    'registration.errors.current_password_wrong': 'বর্তমান পাসওয়ার্ড সঠিক নয়',
  },
);
