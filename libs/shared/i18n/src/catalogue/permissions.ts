import { generatedBn, generatedEn } from './permissions.generated';
import { defineArea } from './types';

/**
 * Plain-language names of the permission keys (issue 12 defect 13): what holding the key lets a person do, shown on
 * the role, user and organisation permission pages with the technical key as secondary text. `permissions.key.<key>`.
 * The resource engine's keys are generated (tools/generate-permission-labels.ts); the keys of hand-written screens
 * are named here and win over a generated name. The gateway fails a test when a seeded key has no name.
 */
const en = {
  'permissions.key.view_admin_dashboard': 'See the queues on the admin home (approvals, users)',
  'permissions.key.view_app_settings': 'See the site settings',
  'permissions.key.update_app_settings': 'Change the site settings (maintenance mode, contact details)',
  'permissions.key.view_any_notification_log': 'See the e-mail and SMS log',
  'permissions.key.retry_notification_log': 'Send a failed e-mail or SMS again',
  'permissions.key.view_any_static_content':
    'See the public site’s pages (about us, terms, privacy policy …)',
  'permissions.key.update_static_content': 'Edit the public site’s pages (about us, terms, privacy policy …)',
  'permissions.key.view_any_user': 'See the list of users',
  'permissions.key.view_single_user': 'Open a user’s details',
  'permissions.key.create_user': 'Add users',
  'permissions.key.update_user': 'Edit, deactivate and restore users',
  'permissions.key.assign_permission_to_user': 'Give users permissions of their own',
  'permissions.key.assign_message_channel': 'Choose how users receive messages',
  'permissions.key.approve_vendor': 'Approve or reject organisations that signed up',
  'permissions.key.assign_permission_to_role': 'Choose what a role may do',
  'permissions.key.assign_permission_to_organization': 'Choose what an organisation’s users may do',
  'permissions.key.view_any_permission': 'See all permissions',
  'permissions.key.sync_permissions': 'Add the permissions of new screens',
  'permissions.key.view_any_file': 'Open files anyone uploaded',
  'permissions.key.view_any_job': 'See job posts',
  'permissions.key.view_single_job': 'Open a job post',
  'permissions.key.create_job': 'Post jobs',
  'permissions.key.update_job': 'Edit job posts',
  'permissions.key.delete_job': 'Delete job posts',
  'permissions.key.approve_job': 'Approve or reject job posts',
  'permissions.key.pay_job': 'Pay for job posts',
  'permissions.key.view_any_job_applicant': 'See who applied to a job',
  'permissions.key.change_job_application_status': 'Move applicants on (shortlist, interview, offer, hire)',
  'permissions.key.view_cv_bank': 'Search the CV bank',
  'permissions.key.view_any_question_bank': 'See question banks',
  'permissions.key.manage_question_bank': 'Create and edit question banks',
  'permissions.key.view_any_job_assessment': 'See job assessments',
  'permissions.key.manage_job_assessment': 'Create and edit job assessments',
  'permissions.key.manage_aptitude_test': 'Set up the aptitude test',
  'permissions.key.view_any_course': 'See the institute’s courses',
  'permissions.key.manage_course': 'Create, edit, publish and archive the institute’s courses',
};

const bn: Record<keyof typeof en, string> = {
  'permissions.key.view_admin_dashboard': 'অ্যাডমিন হোমে অপেক্ষমাণ কাজ দেখা (অনুমোদন, ব্যবহারকারী)',
  'permissions.key.view_app_settings': 'সাইট সেটিংস দেখা',
  'permissions.key.update_app_settings': 'সাইট সেটিংস বদলানো (রক্ষণাবেক্ষণ মোড, যোগাযোগের তথ্য)',
  'permissions.key.view_any_notification_log': 'ই-মেইল ও এসএমএস লগ দেখা',
  'permissions.key.retry_notification_log': 'ব্যর্থ ই-মেইল বা এসএমএস আবার পাঠানো',
  'permissions.key.view_any_static_content': 'পাবলিক সাইটের পাতা দেখা (আমাদের সম্পর্কে, শর্তাবলি, গোপনীয়তা নীতি …)',
  'permissions.key.update_static_content': 'পাবলিক সাইটের পাতা সম্পাদনা করা (আমাদের সম্পর্কে, শর্তাবলি, গোপনীয়তা নীতি …)',
  'permissions.key.view_any_user': 'ব্যবহারকারীদের তালিকা দেখা',
  'permissions.key.view_single_user': 'একজন ব্যবহারকারীর বিবরণ দেখা',
  'permissions.key.create_user': 'ব্যবহারকারী যোগ করা',
  'permissions.key.update_user': 'ব্যবহারকারী সম্পাদনা, নিষ্ক্রিয় ও পুনরায় সক্রিয় করা',
  'permissions.key.assign_permission_to_user': 'ব্যবহারকারীকে নিজস্ব পারমিশন দেওয়া',
  'permissions.key.assign_message_channel': 'ব্যবহারকারী কীভাবে বার্তা পাবেন তা ঠিক করা',
  'permissions.key.approve_vendor': 'নিবন্ধিত প্রতিষ্ঠান অনুমোদন বা বাতিল করা',
  'permissions.key.assign_permission_to_role': 'একটি রোল কী কী করতে পারবে তা ঠিক করা',
  'permissions.key.assign_permission_to_organization': 'প্রতিষ্ঠানের ব্যবহারকারীরা কী কী করতে পারবেন তা ঠিক করা',
  'permissions.key.view_any_permission': 'সব পারমিশন দেখা',
  'permissions.key.sync_permissions': 'নতুন পাতার পারমিশন যোগ করা',
  'permissions.key.view_any_file': 'যেকারো আপলোড করা ফাইল খোলা',
  'permissions.key.view_any_job': 'চাকরির বিজ্ঞপ্তি দেখা',
  'permissions.key.view_single_job': 'একটি চাকরির বিজ্ঞপ্তি খোলা',
  'permissions.key.create_job': 'চাকরির বিজ্ঞপ্তি দেওয়া',
  'permissions.key.update_job': 'চাকরির বিজ্ঞপ্তি সম্পাদনা করা',
  'permissions.key.delete_job': 'চাকরির বিজ্ঞপ্তি মুছে ফেলা',
  'permissions.key.approve_job': 'চাকরির বিজ্ঞপ্তি অনুমোদন বা বাতিল করা',
  'permissions.key.pay_job': 'চাকরির বিজ্ঞপ্তির মূল্য পরিশোধ করা',
  'permissions.key.view_any_job_applicant': 'কারা আবেদন করেছেন তা দেখা',
  'permissions.key.change_job_application_status': 'আবেদনকারীদের পরের ধাপে নেওয়া (শর্টলিস্ট, সাক্ষাৎকার, অফার, নিয়োগ)',
  'permissions.key.view_cv_bank': 'সিভি ব্যাংকে খোঁজা',
  'permissions.key.view_any_question_bank': 'প্রশ্ন ব্যাংক দেখা',
  'permissions.key.manage_question_bank': 'প্রশ্ন ব্যাংক তৈরি ও সম্পাদনা করা',
  'permissions.key.view_any_job_assessment': 'চাকরির মূল্যায়ন দেখা',
  'permissions.key.manage_job_assessment': 'চাকরির মূল্যায়ন তৈরি ও সম্পাদনা করা',
  'permissions.key.manage_aptitude_test': 'অ্যাপটিটিউড টেস্ট সাজানো',
  'permissions.key.view_any_course': 'প্রতিষ্ঠানের কোর্স দেখা',
  'permissions.key.manage_course': 'প্রতিষ্ঠানের কোর্স তৈরি, সম্পাদনা, প্রকাশ ও আর্কাইভ করা',
};

export default defineArea({ ...generatedEn, ...en }, { ...generatedBn, ...bn });
