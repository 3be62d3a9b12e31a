import { defineEndpoint } from './endpoint';
import type { CourseLevel, CourseSkill, CourseTexts, CourseType, LanguageMedium } from './endpoints-courses';
import type { PaymentCharge } from './endpoints-payments';
import type { ListQuery } from './envelope';
import type { ValueOf } from './enums';

/*
 * Youth learning, find and enrol (issue 16 items 1 and 2; spec §2 youth /courses, /courses/explore, /courses/{id},
 * /my-courses, /course-signup-success; §7 public courses and courses/{id}, protected enroll, toggle-favourite,
 * favorite-courses, course-rating; §8 payment messages). Migration 031_course_enrolments.sql; gateway domain
 * apps/gateway/src/domains/course-enrolments; ADR 0075.
 *
 * The catalogue shows published, active courses only; a draft, archived or inactive course answers 404 like one that
 * does not exist. A course's outline names its modules and lessons (titles and kinds), never their contents.
 *
 * Enrolment: one per youth and course, into a batch whose registration is open today and that has a seat left. The
 * seat is taken under the batch's row lock, so concurrent enrolments never overbook. A free course enrols at once; a
 * paid one is `payment_pending` (the seat held) until the wallet port verifies a payment of the course's fee; a failed
 * or cancelled payment may be paid again. Another youth's enrolment or payment answers 404.
 *
 * Course subjects and tags (spec §7 public course-subjects, tags) are not in the data: courses carry no subject and no
 * tag (022_courses.sql), so those calls are left out until an authoring issue adds them.
 *
 * Labels: catalogue area `learning.*` (libs/shared/i18n/src/catalogue/learning.ts).
 */

/** `fee` filter of the catalogue: free courses (fee 0) or paid ones. */
export const COURSE_FEE_FILTER = { FREE: 'free', PAID: 'paid' } as const;
export type CourseFeeFilter = ValueOf<typeof COURSE_FEE_FILTER>;

/** Where an enrolment is: a paid course waits for its payment with the seat held. */
export const ENROLMENT_STATUS = { PAYMENT_PENDING: 'payment_pending', ENROLLED: 'enrolled' } as const;
export type EnrolmentStatus = ValueOf<typeof ENROLMENT_STATUS>;

/** Spec §3 course progress: in progress 0, completed 1, saved 2, live 3. */
export const COURSE_PROGRESS = { IN_PROGRESS: 0, COMPLETED: 1, SAVED: 2, LIVE: 3 } as const;
export type CourseProgress = ValueOf<typeof COURSE_PROGRESS>;

export const LEARNING_LIMITS = {
  search: 200,
  review: 2000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** The catalogue's query (spec §2 /courses filters). */
export interface CourseCatalogueQuery extends ListQuery {
  /** Title, English title or code. */
  search?: string;
  course_type?: CourseType;
  level?: CourseLevel;
  language_medium?: LanguageMedium;
  fee?: CourseFeeFilter;
  institute_id?: number;
}

/** One card of the catalogue. */
export interface CatalogueCourse {
  id: number;
  code: string;
  title: string;
  title_en: string | null;
  course_type: CourseType;
  level: CourseLevel;
  language_medium: LanguageMedium;
  duration_hours: number;
  /** Whole Taka; 0 = free. */
  fee: number;
  /** `/files/<id>` of the cover image, or null. */
  cover_path: string | null;
  institute_id: number;
  institute_title: string;
  institute_title_en: string | null;
  start_date: string | null;
  end_date: string | null;
  /** Batches whose registration is open today and that have a seat left. */
  open_batches: number;
}

/** One lesson of the outline: its title and kind only (spec §3 lesson kinds). */
export interface OutlineLesson {
  id: number;
  kind: number;
  title: string;
  title_en: string | null;
}

/** One module of the outline (spec §3 module kinds) with its lessons in order. */
export interface OutlineModule {
  id: number;
  kind: number;
  title: string;
  title_en: string | null;
  lessons: OutlineLesson[];
}

/** Where a batch takes place: one of the institute's training centres. */
export interface BatchTrainingCenter {
  id: number;
  title: string;
  title_en: string | null;
  address: string | null;
}

/** A batch open for registration today with a seat left. */
export interface OpenBatch {
  id: number;
  title: string;
  title_en: string | null;
  total_seats: number;
  available_seats: number;
  registration_start_date: string;
  registration_end_date: string;
  batch_start_date: string;
  batch_end_date: string;
  /** Its training centre, or null (e.g. an online course's batch). */
  training_center: BatchTrainingCenter | null;
}

/** The ratings of a course: average 1–5 (null when none) and how many. */
export interface CourseRatingSummary {
  average: number | null;
  count: number;
}

/** A course's public page. */
/** A course's instructor on its public page: a trainer of its institute (issue 18 item 1), nothing of the contact. */
export interface CourseInstructor {
  id: number;
  name: string;
  name_en: string | null;
  /** '/files/<id>' of the trainer's photo, or null. */
  photo: string | null;
  /** The trainer's subject (designation). */
  subject: string | null;
  /** The trainer's short bio. */
  about: string | null;
}

export interface CatalogueCourseDetail extends CatalogueCourse, CourseTexts {
  skills: CourseSkill[];
  instructors: CourseInstructor[];
  outline: OutlineModule[];
  batches: OpenBatch[];
  rating: CourseRatingSummary;
}

/** Another catalogue course the instructor teaches (its title and link, `/courses/{id}`). */
export interface InstructorOtherCourse {
  id: number;
  title: string;
  title_en: string | null;
}

/**
 * An instructor's public profile from a catalogue course (spec §2 youth `/courses/{id}/instructor-profile/{instructorId}`):
 * what the course page shows of the trainer, the institute, and the other catalogue courses the trainer teaches.
 * Nothing of the trainer's contact (e-mail, mobile, address) is public.
 */
export interface PublicInstructorProfile extends CourseInstructor {
  /** The course the profile was opened from (the back link). */
  course_id: number;
  course_title: string;
  course_title_en: string | null;
  institute_id: number;
  institute_title: string;
  institute_title_en: string | null;
  /** The trainer's other published, active catalogue courses, newest first (at most 20). */
  other_courses: InstructorOtherCourse[];
}

/** An institute that has a course in the catalogue (the institute filter's options). */
export interface CatalogueInstitute {
  id: number;
  title: string;
  title_en: string | null;
}

/** One of the youth's enrolments (the /my-courses card, the sign-up success page). */
export interface MyCourse {
  id: number;
  course_id: number;
  course_title: string;
  course_title_en: string | null;
  course_type: CourseType;
  cover_path: string | null;
  institute_title: string;
  institute_title_en: string | null;
  batch_id: number;
  batch_title: string;
  batch_title_en: string | null;
  batch_start_date: string;
  batch_end_date: string;
  /** Whole Taka: the course's fee when the youth enrolled. */
  fee: number;
  status: EnrolmentStatus;
  progress: CourseProgress;
  /** 0–100: lessons completed (0 until the player records them). */
  progress_percent: number;
  enrolled_at: string | null;
  created_at: string;
}

/** The enrol call's body: the batch, and the checkout's language for a paid course. */
export interface EnrolBody {
  batch_id: number;
  locale?: 'en-US' | 'bn-BD';
}

/** The body of paying an enrolment again: the checkout's language only (the amount is the enrolment's fee). */
export interface EnrolmentPaymentBody {
  locale?: 'en-US' | 'bn-BD';
}

/** A payment of an enrolment as the youth sees it (the result page). */
export interface EnrolmentPayment extends PaymentCharge {
  id: number;
  enrolment_id: number;
  course_id: number;
  course_title: string;
  course_title_en: string | null;
  /** The enrolment's state now: `enrolled` after a success. */
  enrolment_status: EnrolmentStatus;
}

/** The answer of enrolling: the enrolment, and for a paid course the payment started and its checkout. */
export interface EnrolResult {
  enrolment: MyCourse;
  payment: EnrolmentPayment | null;
  /** The provider's checkout (the portal sends the browser there); null for a free course. */
  redirect_url: string | null;
}

export interface EnrolmentPaymentStart {
  payment: EnrolmentPayment;
  redirect_url: string;
}

/** The youth's own enrolment in a course, or null (the course page's Enrol or Continue). */
export interface MyEnrolmentState {
  enrolment: MyCourse | null;
  favourite: boolean;
  rating: CourseRatingBody | null;
}

export interface CourseFavouriteState {
  course_id: number;
  favourite: boolean;
}

export interface CourseRatingBody {
  /** 1–5. */
  rating: number;
  review?: string | null;
}

export interface CourseRating extends CourseRatingBody {
  course_id: number;
  updated_at: string;
}

/** `status.message` of a refused enrolment, payment or rating. */
export const ENROLMENT_ERRORS = {
  /** The youth is already enrolled in this course (409). */
  alreadyEnrolled: 'learning.errors.already_enrolled',
  /** The batch has no seat left (409). */
  batchFull: 'learning.errors.batch_full',
  /** The batch is not of this course, or its registration is not open today (422 on batch_id). */
  batchClosed: 'learning.errors.batch_closed',
  /** Paying an enrolment that is no longer waiting for a payment (409). */
  alreadyPaid: 'learning.errors.already_paid',
  /** Rating a course the youth is not enrolled in (409). */
  notEnrolled: 'learning.errors.not_enrolled',
  /** Deleting a batch that youth are enrolled in (409; the lms batches page). */
  batchHasEnrolments: 'learning.errors.batch_has_enrolments',
  /** Editing a batch to more available seats than its total minus the seats youth hold (422 on available_seats). */
  seatsHeld: 'learning.errors.seats_held',
} as const;

/** Success message ids. */
export const LEARNING_MESSAGES = {
  enrolled: 'learning.success.enrolled',
  paymentStarted: 'payments.success.started',
  rated: 'learning.success.rated',
} as const;

/**
 * Where the payment callback sends the youth back (the youth portal): `?enrollment=<id>&payment=<id>`; the page says
 * 'missing enrollment id' or 'missing payment id' when the address lacks one (spec §8).
 */
export const COURSE_PAYMENT_RESULT_PATH = '/course-payment/result';
/** Where a completed enrolment lands: `?enrollment=<id>`. */
export const COURSE_SIGNUP_SUCCESS_PATH = '/course-signup-success';

type IdParams = { id: number };

export const learningEndpoints = {
  catalogueCourses: defineEndpoint<CatalogueCourse[], undefined, CourseCatalogueQuery>({
    method: 'GET',
    path: '/public/courses',
    area: 'public',
    list: true,
    summary:
      'Published, active courses, newest first: search by title or code, filter by type, level, language, fee or free, institute',
  }),
  catalogueCourse: defineEndpoint<CatalogueCourseDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/public/courses/:id',
    area: 'public',
    summary:
      'A published, active course: its fields, outline (module and lesson titles), open batches with seats left, ratings',
  }),
  catalogueInstructor: defineEndpoint<
    PublicInstructorProfile,
    undefined,
    undefined,
    { id: number; instructorId: number }
  >({
    method: 'GET',
    path: '/public/courses/:id/instructors/:instructorId',
    area: 'public',
    summary:
      "An instructor's public profile from a catalogue course (no contact): the trainer, the institute, the trainer's other catalogue courses; 404 unless the course is in the catalogue and the trainer teaches it",
  }),
  catalogueInstitutes: defineEndpoint<CatalogueInstitute[]>({
    method: 'GET',
    path: '/public/course-institutes',
    area: 'public',
    summary: 'The institutes that have a course in the catalogue (the institute filter)',
  }),
  enrolCourse: defineEndpoint<EnrolResult, EnrolBody, undefined, IdParams>({
    method: 'POST',
    path: '/protected/courses/:id/enroll',
    area: 'protected',
    summary:
      'Enrol the youth into an open batch of the course (seat taken under a row lock; 409 full or already enrolled); a paid course starts a wallet payment and answers its checkout',
  }),
  myEnrolment: defineEndpoint<MyEnrolmentState, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/courses/:id/my-enrolment',
    area: 'protected',
    summary: "The youth's enrolment in a course (or null), whether it is a favourite, and the youth's rating",
  }),
  myCourses: defineEndpoint<MyCourse[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/my-courses',
    area: 'protected',
    list: true,
    summary: "The youth's enrolments, newest first",
  }),
  courseEnrolment: defineEndpoint<MyCourse, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/course-enrolments/:id',
    area: 'protected',
    summary: "One of the youth's enrolments (404 for another youth's)",
  }),
  payCourseEnrolment: defineEndpoint<EnrolmentPaymentStart, EnrolmentPaymentBody, undefined, IdParams>({
    method: 'POST',
    path: '/protected/course-enrolments/:id/payment',
    area: 'protected',
    summary:
      "Pay a pending enrolment's fee again after a failed or cancelled payment (409 when paid); answers the checkout",
  }),
  courseEnrolmentPayment: defineEndpoint<EnrolmentPayment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/course-enrolment-payments/:id',
    area: 'protected',
    summary: "One of the youth's enrolment payments (status and outcome for the result page)",
  }),
  toggleFavouriteCourse: defineEndpoint<CourseFavouriteState, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/protected/courses/:id/toggle-favourite',
    area: 'protected',
    summary: 'Mark or unmark a catalogue course as a favourite',
  }),
  favoriteCourses: defineEndpoint<CatalogueCourse[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/favorite-courses',
    area: 'protected',
    list: true,
    summary: "The youth's favourite courses still in the catalogue, last marked first",
  }),
  rateCourse: defineEndpoint<CourseRating, CourseRatingBody, undefined, IdParams>({
    method: 'PUT',
    path: '/protected/courses/:id/course-rating',
    area: 'protected',
    summary:
      'Rate a course the youth is enrolled in, 1–5 with an optional review (one per youth; a second replaces it)',
  }),
} as const;
