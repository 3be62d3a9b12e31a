import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { learningEndpoints as E, type PublicInstructorProfile } from '@platform/contract';
import { errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { instructor } from '../test/fixtures';
import { coursesRoutes } from './courses-routes';

const open = setupPlatformTests(coursesRoutes);

const profile = (over: Partial<PublicInstructorProfile> = {}): PublicInstructorProfile => ({
  ...instructor,
  course_id: 9,
  course_title: 'ওয়েব বেসিকস',
  course_title_en: 'Web basics',
  institute_id: 3,
  institute_title: 'ঢাকা প্রশিক্ষণ কেন্দ্র',
  institute_title_en: 'Dhaka Training Centre',
  other_courses: [{ id: 11, title: 'ডেটা কোর্স', title_en: 'Data course' }],
  ...over,
});

describe('/courses/{id}/instructor-profile/{instructorId}', () => {
  it('shows the instructor, the institute, the other courses and the way back to the course', async () => {
    const asked: string[] = [];
    server.use(
      handlerFor(E.catalogueInstructor, ({ params }) => {
        asked.push(`${params.id}/${params.instructorId}`);
        return profile();
      }),
    );
    open('/courses/9/instructor-profile/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rafiq Islam' })).toBeInTheDocument();
    expect(asked).toEqual(['9/4']);
    expect(screen.getByRole('link', { name: 'Back to Web basics' })).toHaveAttribute('href', '/courses/9');
    expect(screen.getByText('Teaches Web basics')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Rafiq Islam' }).getAttribute('src')).toMatch(
      /\/files\/abc$/,
    );
    expect(screen.getByText('Web developer')).toBeInTheDocument();
    expect(screen.getByText('Dhaka Training Centre')).toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'Other courses by Rafiq Islam' }));
    expect(others.getByRole('link', { name: 'Data course' })).toHaveAttribute('href', '/courses/11');
  });

  it('reads in Bengali, and says when there is no other course', async () => {
    server.use(handlerFor(E.catalogueInstructor, () => profile({ other_courses: [] })));
    open('/courses/9/instructor-profile/4', { locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'রফিক ইসলাম' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ওয়েব বেসিকস কোর্সে ফিরুন' })).toBeInTheDocument();
    expect(screen.getByText('ঢাকা প্রশিক্ষণ কেন্দ্র')).toBeInTheDocument();
    expect(screen.getByText('এই প্রশিক্ষকের আর কোনো কোর্স তালিকায় নেই।')).toBeInTheDocument();
  });

  it('says so when the course does not show the instructor (404)', async () => {
    server.use(handlerFor(E.catalogueInstructor, () => errorResponse(404, 'errors.not_found')));
    open('/courses/9/instructor-profile/5');
    expect(await screen.findByText('This instructor is not shown for this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the courses' })).toHaveAttribute('href', '/courses/9');
  });
});
