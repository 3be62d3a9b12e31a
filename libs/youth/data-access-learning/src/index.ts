export {
  useCompleteLesson,
  useJobSkillGap,
  useContentFile,
  usePlayerContent,
  usePlayerMenu,
  usePopQuizSubmit,
  useSaveWatching,
} from './lib/player';
export { useSubmitAssignment, useYouthAssignment } from './lib/assignment';
export { useScormLaunch } from './lib/scorm';
export { useJoinLiveClass } from './lib/live';
export {
  useExamLesson,
  useExamLessonAttempt,
  useExamLessonResult,
  useSaveExamLessonAnswers,
  useStartExamLesson,
  useSubmitExamLesson,
} from './lib/exam';
export {
  useExamModule,
  useExamModuleAttempt,
  useExamModuleResult,
  useSaveExamModuleAnswers,
  useStartExamModule,
  useSubmitExamModule,
} from './lib/exam-module';
