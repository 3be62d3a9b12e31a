import { defineArea } from './types';

/**
 * Texts of the notifications the gateway sends (e-mail, SMS, in-app), one subject and body per event kind of
 * spec §3. Placeholders are filled from the notification's variables; a missing one is left empty.
 */
export default defineArea(
  {
    'notifications.registration_mail_verification.subject': 'Verify your e-mail address',
    'notifications.registration_mail_verification.body':
      'Hello {name},\n\nOpen this link to verify your e-mail address: {link}',
    'notifications.registration_mobile_verification.subject': 'Verification code',
    'notifications.registration_mobile_verification.body':
      'Your verification code is {code}. Do not share it with anyone.',
    'notifications.manual_registration_login_info_mail.subject': 'Your account is ready',
    'notifications.manual_registration_login_info_mail.body':
      'Hello {name},\n\nAn account was created for you.\nUsername: {username}\nPassword: {password}\nSign in at {link} and change your password.',
    'notifications.manual_registration_login_info_sms.subject': 'Your account is ready',
    'notifications.manual_registration_login_info_sms.body':
      'Account created. Username: {username}, password: {password}. Please change it after signing in.',
    'notifications.job_assessment_invitation.subject': 'Assessment invitation: {job_title}',
    'notifications.job_assessment_invitation.body':
      'Hello {name},\n\nYou are invited to the assessment for {job_title}. Start it here: {link}',
    'notifications.job_offer_invitation.subject': 'Job offer: {job_title}',
    'notifications.job_offer_invitation.body':
      'Hello {name},\n\n{company} offers you the position of {job_title}: a salary of {salary} BDT a month, joining on {joining_date}.\n{message}\n\nAccept or reject the offer here: {link}',
    'notifications.applicant_shortlist.subject': 'You are shortlisted: {job_title}',
    'notifications.applicant_shortlist.body':
      'Hello {name},\n\nYour application for {job_title} has been shortlisted.',
    'notifications.selected_for_assessment.subject': 'Selected for assessment: {job_title}',
    'notifications.selected_for_assessment.body':
      'Hello {name},\n\nYou have been selected for the assessment of {job_title}.',
    'notifications.selected_for_interview.subject': 'Selected for interview: {job_title}',
    'notifications.selected_for_interview.body':
      'Hello {name},\n\nYou have been selected for an interview for {job_title}.',
    'notifications.interview_invitation_candidate.subject': 'Interview invitation: {job_title}',
    'notifications.interview_invitation_candidate.body':
      'Hello {name},\n\n{company} invites you to an interview for {job_title} on {date}, {time}, at {place}.\nConfirm, decline or ask for another time here: {link}',
    'notifications.interview_invitation_board_member.subject': 'Interview board: {job_title}',
    'notifications.interview_invitation_board_member.body':
      'Hello {name},\n\nYou are on the interview board for {job_title} on {date}, {time}, at {place} ({candidates} candidates).\nThe interview: {link}',
    'notifications.assessment_result_summary.subject': 'Assessment result: {assessment}',
    'notifications.assessment_result_summary.body': 'Hello {name},\n\nYour result in {assessment}: {score}.',
    'notifications.vendor_approved.subject': 'Your account is approved',
    'notifications.vendor_approved.body':
      'Hello {name},\n\nYour account has been approved. You can now sign in and use the platform.',
    'notifications.contact_message.subject': 'Contact message: {subject}',
    'notifications.contact_message.body': 'From {name} <{email}> {mobile}\n\n{message}',
    'notifications.bulk_course_invitation.subject': 'Invitation to the course {course_title}',
    'notifications.bulk_course_invitation.body':
      'Hello {name},\n\nYou are invited to enrol in {course_title}: {link}',
    'notifications.notify_job_seeker_posted_job.subject': 'New job: {job_title}',
    'notifications.notify_job_seeker_posted_job.body':
      'Hello {name},\n\n{company} has posted {job_title}, which matches your job alert. Apply by {deadline}: {link}',
    'notifications.new_candidate_applied.subject': 'New application: {job_title}',
    'notifications.new_candidate_applied.body':
      'Hello {name},\n\n{candidate} has applied for {job_title}. See the applicant in the recruiter portal under the job’s applications.',
    'notifications.job_deactivated.subject': 'Job post deactivated by the platform: {job_title}',
    'notifications.job_deactivated.body':
      'Hello {name},\n\nThe platform took your job post “{job_title}” off the public job board. The reason given: {reason}\n\nYou see the reason with the post in the recruiter portal. If you think this is a mistake, contact the platform’s administrators.',
    'notifications.job_restored.subject': 'Job post restored: {job_title}',
    'notifications.job_restored.body':
      'Hello {name},\n\nThe platform restored your job post “{job_title}”: it is back in the status it had before it was deactivated.',
    'notifications.course_deactivated.subject': 'Course deactivated by the platform: {course_title}',
    'notifications.course_deactivated.body':
      'Hello {name},\n\nThe platform took your course “{course_title}” out of the public catalogue. The reason given: {reason}\n\nYou see the reason on the course’s page in the LMS. If you think this is a mistake, contact the platform’s administrators.',
    'notifications.course_restored.subject': 'Course restored: {course_title}',
    'notifications.course_restored.body':
      'Hello {name},\n\nThe platform put your course “{course_title}” back in the public catalogue.',
    'notifications.bulk_email_from_excel.subject': '{subject}',
    'notifications.bulk_email_from_excel.body': '{message}',
    'notifications.bulk_email_to_platform_users.subject': '{subject}',
    'notifications.bulk_email_to_platform_users.body': '{message}',
    'notifications.password_reset_code.subject': 'Password reset code',
    'notifications.password_reset_code.body':
      'Your password reset code is {code}. It is valid for {minutes} minutes. Do not share it with anyone. If you did not ask for it, ignore this message.',
    'notifications.course_schedule_approved.subject': 'Schedule approved: {course_title}',
    'notifications.course_schedule_approved.body':
      'Hello {name},\n\nThe live class schedule of {course_title} is approved. Publish it from the course’s schedule page in the lms portal, and its classes reach the enrolled youth.',
    'notifications.course_schedule_rejected.subject': 'Schedule rejected: {course_title}',
    'notifications.course_schedule_rejected.body':
      'Hello {name},\n\nThe live class schedule of {course_title} was rejected. The reason given: {reason}\n\nChange it on the course’s schedule page in the lms portal and send it for approval again.',
    'notifications.association_youth_approved.subject': '{association} approved your CV',
    'notifications.association_youth_approved.body':
      'Hello {name},\n\n{association} approved you and your CV. Its badge now shows on your CV and public profile.',
    'notifications.association_youth_rejected.subject': '{association} did not approve your CV',
    'notifications.association_youth_rejected.body':
      'Hello {name},\n\n{association} did not approve your request. The reason given: {reason}\n\nYou may update your CV and ask again from the “My CV” page.',
    'notifications.association_youth_withdrawn.subject': '{association} withdrew its approval of your CV',
    'notifications.association_youth_withdrawn.body':
      'Hello {name},\n\n{association} withdrew its approval of you and your CV. Its badge no longer shows on your CV and public profile. The reason given: {reason}\n\nYou may update your CV and ask again from the “My CV” page.',
    'notifications.freelance_contact_message.subject': 'A message about your offer: {subject}',
    'notifications.freelance_contact_message.body':
      'Hello {name},\n\n{sender} wrote to you about your freelance offer “{offer_title}”:\n\n{message}\n\nThe sender’s contact details are on the messages tab of your freelance corner page. Answer them from there.',
    'notifications.certificate_revoked.subject': 'Certificate revoked: {course_title}',
    'notifications.certificate_revoked.body':
      'Hello {name},\n\nYour certificate of {course_title} was revoked on {date}. The reason given: {reason}\n\nIts public verification page now says revoked. If you think this is a mistake, contact the institute that issued it.',
    'notifications.certificate_restored.subject': 'Certificate restored: {course_title}',
    'notifications.certificate_restored.body':
      'Hello {name},\n\nYour certificate of {course_title} was restored on {date}: it is valid again. Its public verification page says valid, and you can download it again from your certificates.',
  },
  {
    'notifications.registration_mail_verification.subject': 'আপনার ই-মেইল ঠিকানা যাচাই করুন',
    'notifications.registration_mail_verification.body':
      'প্রিয় {name},\n\nআপনার ই-মেইল ঠিকানা যাচাই করতে এই লিংকটি খুলুন: {link}',
    'notifications.registration_mobile_verification.subject': 'যাচাই কোড',
    'notifications.registration_mobile_verification.body': 'আপনার যাচাই কোড {code}। কোডটি কাউকে জানাবেন না।',
    'notifications.manual_registration_login_info_mail.subject': 'আপনার অ্যাকাউন্ট প্রস্তুত',
    'notifications.manual_registration_login_info_mail.body':
      'প্রিয় {name},\n\nআপনার জন্য একটি অ্যাকাউন্ট তৈরি করা হয়েছে।\nইউজারনেম: {username}\nপাসওয়ার্ড: {password}\n{link} এ সাইন ইন করে পাসওয়ার্ড পরিবর্তন করুন।',
    'notifications.manual_registration_login_info_sms.subject': 'আপনার অ্যাকাউন্ট প্রস্তুত',
    'notifications.manual_registration_login_info_sms.body':
      'অ্যাকাউন্ট তৈরি হয়েছে। ইউজারনেম: {username}, পাসওয়ার্ড: {password}। সাইন ইনের পর পাসওয়ার্ড পরিবর্তন করুন।',
    'notifications.job_assessment_invitation.subject': 'মূল্যায়নের আমন্ত্রণ: {job_title}',
    'notifications.job_assessment_invitation.body':
      'প্রিয় {name},\n\n{job_title} পদের মূল্যায়নে আপনাকে আমন্ত্রণ জানানো হচ্ছে। এখানে শুরু করুন: {link}',
    'notifications.job_offer_invitation.subject': 'চাকরির প্রস্তাব: {job_title}',
    'notifications.job_offer_invitation.body':
      'প্রিয় {name},\n\n{company} আপনাকে {job_title} পদের প্রস্তাব দিয়েছে: মাসিক বেতন {salary} টাকা, যোগদান {joining_date} তারিখে।\n{message}\n\nএখানে প্রস্তাব গ্রহণ বা প্রত্যাখ্যান করুন: {link}',
    'notifications.applicant_shortlist.subject': 'আপনি সংক্ষিপ্ত তালিকায়: {job_title}',
    'notifications.applicant_shortlist.body':
      'প্রিয় {name},\n\n{job_title} পদে আপনার আবেদন সংক্ষিপ্ত তালিকাভুক্ত হয়েছে।',
    'notifications.selected_for_assessment.subject': 'মূল্যায়নের জন্য নির্বাচিত: {job_title}',
    'notifications.selected_for_assessment.body':
      'প্রিয় {name},\n\n{job_title} পদের মূল্যায়নের জন্য আপনি নির্বাচিত হয়েছেন।',
    'notifications.selected_for_interview.subject': 'সাক্ষাৎকারের জন্য নির্বাচিত: {job_title}',
    'notifications.selected_for_interview.body':
      'প্রিয় {name},\n\n{job_title} পদের সাক্ষাৎকারের জন্য আপনি নির্বাচিত হয়েছেন।',
    'notifications.interview_invitation_candidate.subject': 'সাক্ষাৎকারের আমন্ত্রণ: {job_title}',
    'notifications.interview_invitation_candidate.body':
      'প্রিয় {name},\n\n{company} আপনাকে {job_title} পদের সাক্ষাৎকারে আমন্ত্রণ জানিয়েছে: {date} তারিখে, {time}, স্থান {place}।\nএখানে নিশ্চিত করুন, প্রত্যাখ্যান করুন বা অন্য সময় চান: {link}',
    'notifications.interview_invitation_board_member.subject': 'সাক্ষাৎকার বোর্ড: {job_title}',
    'notifications.interview_invitation_board_member.body':
      'প্রিয় {name},\n\n{date} তারিখে, {time}, {place}-এ {job_title} পদের সাক্ষাৎকার বোর্ডে আপনি আছেন ({candidates} জন প্রার্থী)।\nসাক্ষাৎকার: {link}',
    'notifications.assessment_result_summary.subject': 'মূল্যায়নের ফলাফল: {assessment}',
    'notifications.assessment_result_summary.body': 'প্রিয় {name},\n\n{assessment}-এ আপনার ফলাফল: {score}।',
    'notifications.vendor_approved.subject': 'আপনার অ্যাকাউন্ট অনুমোদিত হয়েছে',
    'notifications.vendor_approved.body':
      'প্রিয় {name},\n\nআপনার অ্যাকাউন্ট অনুমোদিত হয়েছে। এখন সাইন ইন করে প্ল্যাটফর্ম ব্যবহার করতে পারেন।',
    'notifications.contact_message.subject': 'যোগাযোগ বার্তা: {subject}',
    'notifications.contact_message.body': 'প্রেরক {name} <{email}> {mobile}\n\n{message}',
    'notifications.bulk_course_invitation.subject': '{course_title} কোর্সে আমন্ত্রণ',
    'notifications.bulk_course_invitation.body': 'প্রিয় {name},\n\n{course_title} কোর্সে ভর্তির আমন্ত্রণ: {link}',
    'notifications.notify_job_seeker_posted_job.subject': 'নতুন চাকরি: {job_title}',
    'notifications.notify_job_seeker_posted_job.body':
      'প্রিয় {name},\n\n{company} আপনার চাকরির সতর্কবার্তার সাথে মেলে এমন {job_title} পদের বিজ্ঞপ্তি দিয়েছে। {deadline} তারিখের মধ্যে আবেদন করুন: {link}',
    'notifications.new_candidate_applied.subject': 'নতুন আবেদন: {job_title}',
    'notifications.new_candidate_applied.body':
      'প্রিয় {name},\n\n{candidate} {job_title} পদে আবেদন করেছেন। নিয়োগকর্তা পোর্টালে পদটির আবেদনসমূহে আবেদনকারীকে দেখুন।',
    'notifications.job_deactivated.subject': 'প্ল্যাটফর্ম কর্তৃক চাকরির বিজ্ঞপ্তি নিষ্ক্রিয়: {job_title}',
    'notifications.job_deactivated.body':
      'প্রিয় {name},\n\nপ্ল্যাটফর্ম আপনার চাকরির বিজ্ঞপ্তি “{job_title}” সর্বজনীন চাকরির তালিকা থেকে সরিয়ে নিয়েছে। প্রদত্ত কারণ: {reason}\n\nনিয়োগকর্তা পোর্টালে বিজ্ঞপ্তিটির সাথে কারণটি দেখতে পাবেন। এটি ভুল মনে হলে প্ল্যাটফর্মের অ্যাডমিনদের সাথে যোগাযোগ করুন।',
    'notifications.job_restored.subject': 'চাকরির বিজ্ঞপ্তি পুনর্বহাল: {job_title}',
    'notifications.job_restored.body':
      'প্রিয় {name},\n\nপ্ল্যাটফর্ম আপনার চাকরির বিজ্ঞপ্তি “{job_title}” পুনর্বহাল করেছে: নিষ্ক্রিয় করার আগে এটি যে অবস্থায় ছিল, আবার সেই অবস্থায় আছে।',
    'notifications.course_deactivated.subject': 'প্ল্যাটফর্ম কর্তৃক কোর্স নিষ্ক্রিয়: {course_title}',
    'notifications.course_deactivated.body':
      'প্রিয় {name},\n\nপ্ল্যাটফর্ম আপনার কোর্স “{course_title}” সর্বজনীন কোর্স তালিকা থেকে সরিয়ে নিয়েছে। প্রদত্ত কারণ: {reason}\n\nএলএমএসে কোর্সটির পাতায় কারণটি দেখতে পাবেন। এটি ভুল মনে হলে প্ল্যাটফর্মের অ্যাডমিনদের সাথে যোগাযোগ করুন।',
    'notifications.course_restored.subject': 'কোর্স পুনর্বহাল: {course_title}',
    'notifications.course_restored.body':
      'প্রিয় {name},\n\nপ্ল্যাটফর্ম আপনার কোর্স “{course_title}” আবার সর্বজনীন কোর্স তালিকায় ফিরিয়ে দিয়েছে।',
    'notifications.bulk_email_from_excel.subject': '{subject}',
    'notifications.bulk_email_from_excel.body': '{message}',
    'notifications.bulk_email_to_platform_users.subject': '{subject}',
    'notifications.bulk_email_to_platform_users.body': '{message}',
    'notifications.password_reset_code.subject': 'পাসওয়ার্ড রিসেট কোড',
    'notifications.password_reset_code.body':
      'আপনার পাসওয়ার্ড রিসেট কোড {code}। কোডটি {minutes} মিনিট পর্যন্ত বৈধ। কোডটি কাউকে জানাবেন না। আপনি অনুরোধ না করে থাকলে এই বার্তাটি উপেক্ষা করুন।',
    'notifications.course_schedule_approved.subject': 'সময়সূচি অনুমোদিত: {course_title}',
    'notifications.course_schedule_approved.body':
      'প্রিয় {name},\n\n{course_title} কোর্সের লাইভ ক্লাসের সময়সূচি অনুমোদিত হয়েছে। এলএমএস পোর্টালে কোর্সের সময়সূচি পাতা থেকে এটি প্রকাশ করুন; তখন এর ক্লাসগুলো ভর্তি হওয়া যুবদের কাছে পৌঁছাবে।',
    'notifications.course_schedule_rejected.subject': 'সময়সূচি প্রত্যাখ্যাত: {course_title}',
    'notifications.course_schedule_rejected.body':
      'প্রিয় {name},\n\n{course_title} কোর্সের লাইভ ক্লাসের সময়সূচি প্রত্যাখ্যাত হয়েছে। প্রদত্ত কারণ: {reason}\n\nএলএমএস পোর্টালে কোর্সের সময়সূচি পাতায় এটি বদলে আবার অনুমোদনের জন্য পাঠান।',
    'notifications.association_youth_approved.subject': '{association} আপনার সিভি অনুমোদন করেছে',
    'notifications.association_youth_approved.body':
      'প্রিয় {name},\n\n{association} আপনাকে ও আপনার সিভি অনুমোদন করেছে। এর ব্যাজ এখন আপনার সিভি ও পাবলিক প্রোফাইলে দেখা যাচ্ছে।',
    'notifications.association_youth_rejected.subject': '{association} আপনার সিভি অনুমোদন করেনি',
    'notifications.association_youth_rejected.body':
      'প্রিয় {name},\n\n{association} আপনার অনুরোধ অনুমোদন করেনি। কারণ: {reason}\n\nআপনি সিভি হালনাগাদ করে “আমার সিভি” পাতা থেকে আবার অনুরোধ করতে পারেন।',
    'notifications.association_youth_withdrawn.subject': '{association} আপনার সিভির অনুমোদন প্রত্যাহার করেছে',
    'notifications.association_youth_withdrawn.body':
      'প্রিয় {name},\n\n{association} আপনার ও আপনার সিভির অনুমোদন প্রত্যাহার করেছে। এর ব্যাজ আর আপনার সিভি ও পাবলিক প্রোফাইলে দেখা যাবে না। কারণ: {reason}\n\nআপনি সিভি হালনাগাদ করে “আমার সিভি” পাতা থেকে আবার অনুরোধ করতে পারেন।',
    'notifications.freelance_contact_message.subject': 'আপনার অফার সম্পর্কে একটি বার্তা: {subject}',
    'notifications.freelance_contact_message.body':
      'প্রিয় {name},\n\n{sender} আপনার ফ্রিল্যান্স অফার “{offer_title}” সম্পর্কে আপনাকে লিখেছেন:\n\n{message}\n\nপ্রেরকের যোগাযোগের তথ্য আপনার ফ্রিল্যান্স কর্নার পাতার বার্তা ট্যাবে আছে। সেখান থেকে উত্তর দিন।',
    'notifications.certificate_revoked.subject': 'সনদ বাতিল: {course_title}',
    'notifications.certificate_revoked.body':
      'প্রিয় {name},\n\n{course_title}-এর আপনার সনদটি {date} তারিখে বাতিল করা হয়েছে। প্রদত্ত কারণ: {reason}\n\nএর সর্বজনীন যাচাই পাতায় এখন বাতিল দেখাবে। এটি ভুল মনে হলে সনদ প্রদানকারী ইনস্টিটিউটের সাথে যোগাযোগ করুন।',
    'notifications.certificate_restored.subject': 'সনদ পুনর্বহাল: {course_title}',
    'notifications.certificate_restored.body':
      'প্রিয় {name},\n\n{course_title}-এর আপনার সনদটি {date} তারিখে পুনর্বহাল করা হয়েছে: এটি আবার বৈধ। এর সর্বজনীন যাচাই পাতায় বৈধ দেখাবে, এবং আপনি আপনার সনদপত্র থেকে এটি আবার ডাউনলোড করতে পারবেন।',
  },
);
