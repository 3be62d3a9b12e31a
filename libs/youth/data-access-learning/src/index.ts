export {
  useCompleteLesson,
  useJobSkillGap,
  useContentFile,
  usePlayerContent,
  usePlayerMenu,
  usePopQuizSubmit,
  useSaveWatching,
} from './lib/player';
