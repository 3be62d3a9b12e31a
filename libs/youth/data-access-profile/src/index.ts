export { YOUTH_PROFILE_PATH, useYouthProfile } from './lib/youth-profile';
export { useYouthItemMutations, type YouthItemMutations } from './lib/profile-items';
export {
  useAddToCv,
  useUpdateAreaOfAspirations,
  useUpdateAreaOfInterest,
  useUpdateDataVisibility,
  useUpdateJobPreferences,
  useUpdatePersonalInfo,
  useUpdatePhoto,
} from './lib/profile-settings';
export { useEducationResultRules, type LookupRecord, type ProfileLookup } from './lib/lookups';
export { useCvBankStatus, useUpdateCvBank } from './lib/cv-bank';
