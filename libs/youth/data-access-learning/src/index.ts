export {
  useCompleteLesson,
  useContentFile,
  usePlayerContent,
  usePlayerMenu,
  usePopQuizSubmit,
  useSaveWatching,
} from './lib/player';
