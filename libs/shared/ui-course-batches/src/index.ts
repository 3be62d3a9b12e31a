export {
  CourseBatchDialog,
  type CourseBatchDialogProps,
  type UseBatchLookup,
} from './lib/course-batch-dialog';
