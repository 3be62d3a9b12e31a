import { defineArea } from './types';

/**
 * Display labels of the contract's enumerations: `enums.<enum>.<wire value>` (see @platform/contract enums.ts).
 * Add an enum's labels here when a screen first shows it.
 */
export default defineArea(
  {
    'enums.notification_queue_state.IN_PRODUCER': 'Preparing',
    'enums.notification_queue_state.IN_QUEUE': 'Queued',
    'enums.notification_queue_state.IN_CONSUMER': 'Sending',
    'enums.notification_queue_state.DONE': 'Sent',
    'enums.notification_queue_state.FAILED': 'Failed',

    'enums.notification_channel.email': 'Email',
    'enums.notification_channel.sms': 'SMS',
    'enums.notification_channel.in_app': 'In-app',

    'enums.notification_event.registration_mail_verification': 'Registration: e-mail verification',
    'enums.notification_event.registration_mobile_verification': 'Registration: mobile verification',
    'enums.notification_event.manual_registration_login_info_mail':
      'Manual registration: login info by e-mail',
    'enums.notification_event.manual_registration_login_info_sms': 'Manual registration: login info by SMS',
    'enums.notification_event.job_assessment_invitation': 'Job assessment invitation',
    'enums.notification_event.job_offer_invitation': 'Job offer invitation',
    'enums.notification_event.applicant_shortlist': 'Applicant shortlisted',
    'enums.notification_event.selected_for_assessment': 'Selected for assessment',
    'enums.notification_event.selected_for_interview': 'Selected for interview',
    'enums.notification_event.interview_invitation_candidate': 'Interview invitation (candidate)',
    'enums.notification_event.interview_invitation_board_member': 'Interview invitation (board member)',
    'enums.notification_event.assessment_result_summary': 'Assessment result summary',
    'enums.notification_event.vendor_approved': 'Vendor approved',
    'enums.notification_event.contact_message': 'Contact message',
    'enums.notification_event.bulk_course_invitation': 'Bulk course invitation',
    'enums.notification_event.notify_job_seeker_posted_job': 'New job for job seekers',
    'enums.notification_event.new_candidate_applied': 'New candidate applied',
    'enums.notification_event.bulk_email_from_excel': 'Bulk e-mail from Excel',
    'enums.notification_event.bulk_email_to_platform_users': 'Bulk e-mail to platform users',
    'enums.notification_event.password_reset_code': 'Password reset code',

    'enums.row_status.0': 'Inactive',
    'enums.row_status.1': 'Active',

    'enums.skill_type.1': 'Basic',
    'enums.skill_type.2': 'Specialized',
    'enums.notice_type.1': 'Notice',
    'enums.notice_type.2': 'News',

    'enums.permission_method.GET': 'GET (read)',
    'enums.permission_method.POST': 'POST (create)',
    'enums.permission_method.PUT': 'PUT (update)',
    'enums.permission_method.PATCH': 'PATCH (partial update)',
    'enums.permission_method.DELETE': 'DELETE (delete)',
  },
  {
    'enums.notification_queue_state.IN_PRODUCER': 'প্রস্তুত হচ্ছে',
    'enums.notification_queue_state.IN_QUEUE': 'সারিতে আছে',
    'enums.notification_queue_state.IN_CONSUMER': 'পাঠানো হচ্ছে',
    'enums.notification_queue_state.DONE': 'পাঠানো হয়েছে',
    'enums.notification_queue_state.FAILED': 'ব্যর্থ',

    'enums.notification_channel.email': 'ই-মেইল',
    'enums.notification_channel.sms': 'এসএমএস',
    'enums.notification_channel.in_app': 'অ্যাপের ভেতরে',

    'enums.notification_event.registration_mail_verification': 'নিবন্ধন: ই-মেইল যাচাই',
    'enums.notification_event.registration_mobile_verification': 'নিবন্ধন: মোবাইল যাচাই',
    'enums.notification_event.manual_registration_login_info_mail': 'ম্যানুয়াল নিবন্ধন: ই-মেইলে লগইন তথ্য',
    'enums.notification_event.manual_registration_login_info_sms': 'ম্যানুয়াল নিবন্ধন: এসএমএসে লগইন তথ্য',
    'enums.notification_event.job_assessment_invitation': 'চাকরির মূল্যায়নের আমন্ত্রণ',
    'enums.notification_event.job_offer_invitation': 'চাকরির প্রস্তাবের আমন্ত্রণ',
    'enums.notification_event.applicant_shortlist': 'আবেদনকারী সংক্ষিপ্ত তালিকাভুক্ত',
    'enums.notification_event.selected_for_assessment': 'মূল্যায়নের জন্য নির্বাচিত',
    'enums.notification_event.selected_for_interview': 'সাক্ষাৎকারের জন্য নির্বাচিত',
    'enums.notification_event.interview_invitation_candidate': 'সাক্ষাৎকারের আমন্ত্রণ (প্রার্থী)',
    'enums.notification_event.interview_invitation_board_member': 'সাক্ষাৎকারের আমন্ত্রণ (বোর্ড সদস্য)',
    'enums.notification_event.assessment_result_summary': 'মূল্যায়নের ফলাফলের সারসংক্ষেপ',
    'enums.notification_event.vendor_approved': 'ভেন্ডর অনুমোদিত',
    'enums.notification_event.contact_message': 'যোগাযোগের বার্তা',
    'enums.notification_event.bulk_course_invitation': 'একসাথে কোর্সের আমন্ত্রণ',
    'enums.notification_event.notify_job_seeker_posted_job': 'চাকরিপ্রার্থীদের জন্য নতুন চাকরি',
    'enums.notification_event.new_candidate_applied': 'নতুন প্রার্থী আবেদন করেছেন',
    'enums.notification_event.bulk_email_from_excel': 'এক্সেল থেকে একসাথে ই-মেইল',
    'enums.notification_event.bulk_email_to_platform_users': 'প্ল্যাটফর্ম ব্যবহারকারীদের একসাথে ই-মেইল',
    'enums.notification_event.password_reset_code': 'পাসওয়ার্ড রিসেট কোড',

    'enums.row_status.0': 'নিষ্ক্রিয়',
    'enums.row_status.1': 'সক্রিয়',

    'enums.skill_type.1': 'মৌলিক',
    'enums.skill_type.2': 'বিশেষায়িত',
    'enums.notice_type.1': 'নোটিশ',
    'enums.notice_type.2': 'সংবাদ',

    'enums.permission_method.GET': 'GET (পড়া)',
    'enums.permission_method.POST': 'POST (তৈরি)',
    'enums.permission_method.PUT': 'PUT (হালনাগাদ)',
    'enums.permission_method.PATCH': 'PATCH (আংশিক হালনাগাদ)',
    'enums.permission_method.DELETE': 'DELETE (মুছে ফেলা)',
  },
);
