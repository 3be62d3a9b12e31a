export * from './lib/discussion';
export * from './lib/course-discussion';
