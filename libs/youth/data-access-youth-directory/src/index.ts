export {
  useRegisteredYouthCount,
  useUpdateYouthDirectoryListing,
  useYouthDirectory,
  useYouthDirectoryListing,
} from './lib/youth-directory';
