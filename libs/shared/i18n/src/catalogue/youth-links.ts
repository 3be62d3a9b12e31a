import { defineArea } from './types';

/**
 * The youth-portal pages the job pipeline's notifications link to (issue 4; spec §7 public
 * jobs/candidate-interview-confirmation and join-live-interview-board; ADR 0063) and the youth's in-app notifications
 * page: `youth_links.*`. The interview facts and answer dialogs reuse `job_alerts.interview.*` and `job_pipeline.*`.
 */
export default defineArea(
  {
    'youth_links.confirmation.title': 'Interview invitation',
    'youth_links.confirmation.intro':
      'You are invited to an interview. Tell the recruiter whether you will attend.',
    'youth_links.confirmation.job': 'Job',
    'youth_links.confirmation.company': 'Company',
    'youth_links.confirmation.schedule': 'Interview schedule',
    'youth_links.confirmation.status': 'Application status',
    'youth_links.confirmation.closed':
      'This invitation can no longer be answered here. See My jobs for your application.',
    'youth_links.confirmation.load_failed': 'The interview invitation could not be loaded.',
    'youth_links.confirmation.invalid_link':
      'This invitation link is not valid. It may be mistyped, or a newer invitation has replaced it: use the link in your latest invitation.',
    'youth_links.confirmation.my_jobs': 'Go to My jobs',
    'youth_links.link.no_token':
      'This link is incomplete: the key of the invitation is missing. Open the link exactly as it came in your e-mail or SMS.',

    'youth_links.board.title': 'Interview board',
    'youth_links.board.greeting': 'Hello {name}, you are on the interview board for this interview.',
    'youth_links.board.open_room': 'Open the video room',
    'youth_links.board.new_tab': 'The video room opens in a new tab.',
    'youth_links.board.no_room':
      'This online interview has no usable video room link. Ask the recruiter for the link.',
    'youth_links.board.in_person': 'This interview takes place in person at the venue above.',
    'youth_links.board.load_failed': 'The interview could not be loaded.',
    'youth_links.board.invalid_link':
      'This interview board link is not valid. It may be mistyped, or the interview has changed: use the link in your latest invitation.',

    'youth_links.menu.notifications': 'Notifications',
    'youth_links.notifications.title': 'Notifications',
    'youth_links.notifications.intro': 'Messages about your applications, interviews, offers and job alerts.',
    'youth_links.notifications.list_label': 'Your notifications, newest first',
    'youth_links.notifications.empty': 'You have no notifications yet.',
    'youth_links.notifications.load_failed': 'Your notifications could not be loaded.',
    'youth_links.notifications.unread': 'Unread',
    'youth_links.notifications.received': 'Received {time}',
    'youth_links.notifications.mark_read': 'Mark as read',
    'youth_links.notifications.mark_read_label': 'Mark “{title}” as read',
  },
  {
    'youth_links.confirmation.title': 'সাক্ষাৎকারের আমন্ত্রণ',
    'youth_links.confirmation.intro':
      'আপনাকে একটি সাক্ষাৎকারে আমন্ত্রণ জানানো হয়েছে। আপনি উপস্থিত থাকবেন কি না, নিয়োগকর্তাকে জানান।',
    'youth_links.confirmation.job': 'চাকরি',
    'youth_links.confirmation.company': 'প্রতিষ্ঠান',
    'youth_links.confirmation.schedule': 'সাক্ষাৎকারের সময়সূচি',
    'youth_links.confirmation.status': 'আবেদনের অবস্থা',
    'youth_links.confirmation.closed':
      'এই আমন্ত্রণের উত্তর এখানে আর দেওয়া যাবে না। আপনার আবেদন দেখতে "আমার চাকরি" দেখুন।',
    'youth_links.confirmation.load_failed': 'সাক্ষাৎকারের আমন্ত্রণ লোড করা যায়নি।',
    'youth_links.confirmation.invalid_link':
      'এই আমন্ত্রণ লিংকটি বৈধ নয়। হয়তো এটি ভুল লেখা হয়েছে, অথবা নতুন একটি আমন্ত্রণ এর জায়গা নিয়েছে: আপনার সর্বশেষ আমন্ত্রণের লিংকটি ব্যবহার করুন।',
    'youth_links.confirmation.my_jobs': 'আমার চাকরিতে যান',
    'youth_links.link.no_token':
      'এই লিংকটি অসম্পূর্ণ: আমন্ত্রণের চাবি নেই। ই-মেইল বা এসএমএসে যেভাবে এসেছে, লিংকটি ঠিক সেভাবেই খুলুন।',

    'youth_links.board.title': 'সাক্ষাৎকার বোর্ড',
    'youth_links.board.greeting': 'প্রিয় {name}, আপনি এই সাক্ষাৎকারের বোর্ডে আছেন।',
    'youth_links.board.open_room': 'ভিডিও কক্ষ খুলুন',
    'youth_links.board.new_tab': 'ভিডিও কক্ষটি নতুন ট্যাবে খুলবে।',
    'youth_links.board.no_room':
      'এই অনলাইন সাক্ষাৎকারের কোনো ব্যবহারযোগ্য ভিডিও কক্ষের লিংক নেই। নিয়োগকর্তার কাছে লিংকটি চান।',
    'youth_links.board.in_person': 'এই সাক্ষাৎকার ওপরের স্থানে সরাসরি অনুষ্ঠিত হবে।',
    'youth_links.board.load_failed': 'সাক্ষাৎকারের তথ্য লোড করা যায়নি।',
    'youth_links.board.invalid_link':
      'এই সাক্ষাৎকার বোর্ডের লিংকটি বৈধ নয়। হয়তো এটি ভুল লেখা হয়েছে, অথবা সাক্ষাৎকারটি বদলে গেছে: আপনার সর্বশেষ আমন্ত্রণের লিংকটি ব্যবহার করুন।',

    'youth_links.menu.notifications': 'বিজ্ঞপ্তি',
    'youth_links.notifications.title': 'বিজ্ঞপ্তি',
    'youth_links.notifications.intro': 'আপনার আবেদন, সাক্ষাৎকার, চাকরির প্রস্তাব ও জব অ্যালার্ট সম্পর্কিত বার্তা।',
    'youth_links.notifications.list_label': 'আপনার বিজ্ঞপ্তি, নতুনগুলো আগে',
    'youth_links.notifications.empty': 'আপনার এখনো কোনো বিজ্ঞপ্তি নেই।',
    'youth_links.notifications.load_failed': 'আপনার বিজ্ঞপ্তি লোড করা যায়নি।',
    'youth_links.notifications.unread': 'অপঠিত',
    'youth_links.notifications.received': 'প্রাপ্তি: {time}',
    'youth_links.notifications.mark_read': 'পঠিত হিসেবে চিহ্নিত করুন',
    'youth_links.notifications.mark_read_label': '“{title}” পঠিত হিসেবে চিহ্নিত করুন',
  },
);
