export {
  useRegisteredYouthCount,
  useUpdateYouthDirectoryListing,
  useYouthDirectoryListing,
} from './lib/youth-directory';
