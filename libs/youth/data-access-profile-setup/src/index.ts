export {
  type LookupRecord,
  type SetupLookup,
  useEducationMutations,
  useSaveAreaOfAspirations,
  useSaveAreaOfInterest,
  useSaveSkillSets,
  useSetupLookup,
  useSetupProfile,
} from './lib/profile-setup';
