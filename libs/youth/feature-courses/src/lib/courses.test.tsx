import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { learningEndpoints as E } from '@platform/contract';
import {
  asYouth,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { courseCheckoutBrowser } from '@platform/youth-data-access-courses';
import {
  instructor,
  makeBatch,
  makeCourse,
  makeCourseDetail,
  makeEnrolment,
  makePayment,
} from '../test/fixtures';
import { myCoursesRoutes } from './my-courses-route-table';
import { coursesRoutes } from './courses-routes';

const open = setupPlatformTests([...coursesRoutes, ...myCoursesRoutes]);
afterEach(() => vi.restoreAllMocks());

const institutes = handlerFor(E.catalogueInstitutes, () => [
  { id: 3, title: 'ঢাকা প্রশিক্ষণ কেন্দ্র', title_en: 'Dhaka Training Centre' },
]);

describe('/courses', () => {
  it('lists the catalogue, sends the filters the youth picks and keeps them in the address', async () => {
    const queries: string[] = [];
    server.use(
      institutes,
      listHandlerFor(E.catalogueCourses, ({ query }) => {
        queries.push(query.toString());
        if (query.get('fee') === 'free') return { data: [makeCourse(1, 'Web basics')], meta: { total: 1 } };
        return {
          data: [makeCourse(1, 'Web basics'), makeCourse(2, 'Data course', { fee: 500, open_batches: 0 })],
          meta: { total: 2 },
        };
      }),
    );
    const { userEvent, router } = open('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Web basics' })).toHaveAttribute('href', '/courses/1');
    expect(screen.getByText('2 courses')).toBeInTheDocument();
    expect(screen.getByText('Fee: ৳500')).toBeInTheDocument();
    expect(screen.getByText('No batch open for registration')).toBeInTheDocument();
    // a visitor has no favourites
    expect(screen.queryByRole('button', { name: /as a favourite/ })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fee' }), 'free');
    await waitFor(() => expect(router.state.location.search).toBe('?fee=free'));
    expect(await screen.findByText('1 course')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data course' })).not.toBeInTheDocument();
    expect(queries).toContain('fee=free&page=1&page_size=12');
    expect(screen.getByRole('button', { name: 'Hide filters (1)' })).toBeInTheDocument();
  });

  it('marks a signed-in youth’s favourites on the cards and toggles one', async () => {
    const toggled: string[] = [];
    server.use(
      listHandlerFor(E.catalogueCourses, () => ({
        data: [makeCourse(1, 'Web basics'), makeCourse(2, 'Data course')],
      })),
      listHandlerFor(E.favoriteCourses, () => ({ data: [makeCourse(2, 'Data course')] })),
      handlerFor(E.toggleFavouriteCourse, ({ params }) => {
        toggled.push(params.id ?? '');
        return { course_id: Number(params.id), favourite: true };
      }),
    );
    const { userEvent } = open('/courses', asYouth());
    expect(
      await screen.findByRole('button', { name: 'Remove Data course from the favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const web = screen.getByRole('button', { name: 'Save Web basics as a favourite' });
    expect(web).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(web);
    expect(
      await screen.findByRole('button', { name: 'Remove Web basics from the favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(toggled).toEqual(['1']);
  });

  it('opens /courses/explore with the filters shown, in Bengali', async () => {
    server.use(
      institutes,
      listHandlerFor(E.catalogueCourses, () => ({ data: [], meta: { total: 0 } })),
    );
    open('/courses/explore', { locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'কোর্স অনুসন্ধান' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'প্রতিষ্ঠান' })).toBeInTheDocument();
    expect(await screen.findByText('কোনো কোর্স পাওয়া যায়নি')).toBeInTheDocument();
    expect(screen.getByText('অন্য শব্দ বা কম ফিল্টার দিয়ে চেষ্টা করুন।')).toBeInTheDocument();
  });
});

describe('/courses/{id}', () => {
  it('shows a visitor the outline, the instructors and the open batches, and the way to sign in', async () => {
    const instructors = [
      instructor,
      { id: 5, name: 'সালমা', name_en: null, photo: null, subject: null, about: null },
    ];
    server.use(handlerFor(E.catalogueCourse, () => makeCourseDetail(9, 'Web basics', { instructors })));
    open('/courses/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web basics' })).toBeInTheDocument();
    expect(screen.getByText('Build web pages from scratch.')).toBeInTheDocument();
    const outline = screen.getByRole('heading', { name: 'Course outline' }).parentElement as HTMLElement;
    expect(within(outline).getByText('Getting started')).toBeInTheDocument();
    expect(within(outline).getByText('2 lessons')).toBeInTheDocument();
    expect(within(outline).getByText('Tools')).toBeInTheDocument();
    expect(screen.getByText('12 of 30 seats left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to enrol' })).toBeInTheDocument();
    const people = within(screen.getByRole('region', { name: 'Instructors' }));
    expect(people.getByRole('heading', { level: 3, name: 'Rafiq Islam' })).toBeInTheDocument();
    expect(people.getByRole('link', { name: 'Rafiq Islam' })).toHaveAttribute(
      'href',
      '/courses/9/instructor-profile/4',
    );
    expect(people.getByRole('img', { name: 'Photo of Rafiq Islam' }).getAttribute('src')).toMatch(
      /\/files\/abc$/,
    );
    expect(people.getByText('Web developer')).toBeInTheDocument();
    expect(people.getByText('Ten years of building websites.')).toBeInTheDocument();
    expect(people.getByRole('heading', { level: 3, name: 'সালমা' })).toBeInTheDocument();
    expect(people.getAllByRole('img')).toHaveLength(1);
  });

  it('lists the training centres with open batches, each with its address and batches', async () => {
    const center = { id: 3, title: 'সপুরা কেন্দ্র', title_en: 'Sapura centre', address: 'Sapura, Rajshahi' };
    server.use(
      handlerFor(E.catalogueCourse, () =>
        makeCourseDetail(9, 'Web basics', {
          batches: [
            makeBatch(5, 'December batch', { training_center: center }),
            makeBatch(6, 'Online batch'),
          ],
        }),
      ),
    );
    open('/courses/9');
    const section = await screen.findByRole('region', { name: 'Training centres with open batches' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Sapura centre' })).toBeInTheDocument();
    expect(within(section).getByText('Sapura, Rajshahi')).toBeInTheDocument();
    expect(within(section).getByText(/^December batch: classes/)).toBeInTheDocument();
    expect(within(section).queryByText(/Online batch/)).not.toBeInTheDocument();
  });

  it("says 'no training center with active batch found' when no batch is open", async () => {
    server.use(handlerFor(E.catalogueCourse, () => makeCourseDetail(9, 'Web basics', { batches: [] })));
    open('/courses/9');
    expect(await screen.findByText('no training center with active batch found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to enrol' })).not.toBeInTheDocument();
  });

  it('enrols a youth into a free course and lands on /course-signup-success', async () => {
    const bodies: unknown[] = [];
    server.use(
      handlerFor(E.catalogueCourse, () =>
        makeCourseDetail(9, 'Web basics', {
          batches: [makeBatch(5, 'December batch'), makeBatch(6, 'January batch')],
        }),
      ),
      handlerFor(E.myEnrolment, () => ({ enrolment: null, favourite: false, rating: null })),
      handlerFor(E.enrolCourse, ({ body }) => {
        bodies.push(body);
        return { enrolment: makeEnrolment(40, { batch_id: 6 }), payment: null, redirect_url: null };
      }),
      handlerFor(E.courseEnrolment, () => makeEnrolment(40, { batch_title_en: 'January batch' })),
    );
    const leave = vi.spyOn(courseCheckoutBrowser, 'leaveTo').mockImplementation(() => undefined);
    const { userEvent, router } = open('/courses/9', asYouth());
    const enrol = await screen.findByRole('button', { name: 'Enrol for free' });
    // the rule is shown before any error
    expect(screen.getByText(/You can enrol in a course once/)).toBeInTheDocument();
    await userEvent.click(enrol);
    expect(await screen.findByText('Choose a batch first.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: /January batch/ }));
    await userEvent.click(enrol);
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-signup-success'));
    expect(router.state.location.search).toBe('?enrollment=40');
    expect(bodies).toEqual([{ batch_id: 6, locale: 'en-US' }]);
    expect(leave).not.toHaveBeenCalled();
    expect(
      await screen.findByText(/Welcome to “Web basics”. Your batch January batch starts on/),
    ).toBeInTheDocument();
  });

  it('sends a youth to the wallet for a paid course, and shows the gateway’s refusal of a batch beside the choice', async () => {
    let full = true;
    server.use(
      handlerFor(E.catalogueCourse, () => makeCourseDetail(9, 'Data course', { fee: 500 })),
      handlerFor(E.myEnrolment, () => ({ enrolment: null, favourite: false, rating: null })),
      handlerFor(E.enrolCourse, () => {
        if (full) {
          full = false;
          return errorResponse(422, 'errors.validation', { batch_id: ['learning.errors.batch_closed'] });
        }
        return {
          enrolment: makeEnrolment(41, { status: 'payment_pending', fee: 500, enrolled_at: null }),
          payment: makePayment(70, { status: 'incomplete', outcome: null }),
          redirect_url: 'http://wallet.test/checkout/SBX1',
        };
      }),
    );
    const leave = vi.spyOn(courseCheckoutBrowser, 'leaveTo').mockImplementation(() => undefined);
    const { userEvent } = open('/courses/9', asYouth());
    // one batch: chosen already
    const pay = await screen.findByRole('button', { name: 'Enrol and pay ৳500' });
    await userEvent.click(pay);
    expect(await screen.findByText('Registration for this batch is not open.')).toBeInTheDocument();
    await userEvent.click(pay);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://wallet.test/checkout/SBX1'));
  });

  it('shows an enrolled youth the enrolment, the favourite toggle and the rating form', async () => {
    let favourite = false;
    server.use(
      handlerFor(E.catalogueCourse, () => makeCourseDetail(9, 'Web basics')),
      handlerFor(E.myEnrolment, () => ({ enrolment: makeEnrolment(40), favourite, rating: null })),
      handlerFor(E.toggleFavouriteCourse, () => {
        favourite = !favourite;
        return { course_id: 9, favourite };
      }),
    );
    const { userEvent } = open('/courses/9', asYouth());
    expect(await screen.findByText('You are enrolled in this course (December batch).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rate this course' })).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Save Web basics as a favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(
      await screen.findByRole('button', { name: 'Remove Web basics from the favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the payment result and /my-courses', () => {
  it("says 'Sorry! Failed to process your payment!' and pays again", async () => {
    server.use(
      handlerFor(E.courseEnrolmentPayment, () => makePayment(70)),
      handlerFor(E.payCourseEnrolment, () => ({
        payment: makePayment(71, { status: 'incomplete', outcome: null }),
        redirect_url: 'http://wallet.test/checkout/SBX2',
      })),
    );
    const leave = vi.spyOn(courseCheckoutBrowser, 'leaveTo').mockImplementation(() => undefined);
    const { userEvent } = open('/course-payment/result?enrollment=40&payment=70', asYouth());
    expect(await screen.findByText('Sorry! Failed to process your payment!')).toBeInTheDocument();
    expect(
      screen.getByText('Your seat is still kept: you can pay again whenever you are ready.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://wallet.test/checkout/SBX2'));
  });

  it('says a cancelled payment, and the missing enrollment id and payment id', async () => {
    server.use(handlerFor(E.courseEnrolmentPayment, () => makePayment(70, { outcome: 'cancelled' })));
    const first = open('/course-payment/result?enrollment=40&payment=70', asYouth());
    expect(await screen.findByText('Sorry! You have cancelled your payment!')).toBeInTheDocument();
    first.unmount();
    const second = open('/course-payment/result?payment=70', asYouth());
    expect(await screen.findByText('The enrollment id is missing.')).toBeInTheDocument();
    second.unmount();
    open('/course-payment/result?enrollment=40', asYouth());
    expect(await screen.findByText('The payment id is missing.')).toBeInTheDocument();
  });

  it('continues from a paid enrolment to /course-signup-success', async () => {
    server.use(
      handlerFor(E.courseEnrolmentPayment, () =>
        makePayment(72, { status: 'paid', outcome: 'success', enrolment_status: 'enrolled' }),
      ),
    );
    open('/course-payment/result?enrollment=40&payment=72', asYouth());
    expect(await screen.findByText('You are enrolled in “Data course”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/course-signup-success?enrollment=40',
    );
  });

  it('lists the youth’s enrolments with their state and progress, and the favourites', async () => {
    server.use(
      listHandlerFor(E.myCourses, () => ({
        data: [
          makeEnrolment(40),
          makeEnrolment(41, { course_id: 10, course_title_en: 'Data course', status: 'payment_pending' }),
        ],
      })),
      listHandlerFor(E.favoriteCourses, () => ({ data: [makeCourse(12, 'Sewing')] })),
    );
    open('/my-courses', asYouth());
    expect(await screen.findByRole('link', { name: 'Web basics' })).toHaveAttribute('href', '/courses/9');
    expect(screen.getByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByText('Fee not paid')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    // only the enrolled course opens in the player (a pending payment does not)
    const go = screen.getAllByRole('link', { name: /^Go to the course/ });
    expect(go).toHaveLength(1);
    expect(go[0]).toHaveAccessibleName('Go to the course Web basics');
    expect(go[0]).toHaveAttribute('href', '/courses/9/course-layout');
    expect(await screen.findByRole('link', { name: 'Sewing' })).toHaveAttribute('href', '/courses/12');
  });
});
