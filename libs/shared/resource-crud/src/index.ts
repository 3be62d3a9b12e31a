export { resourceRoutes } from './lib/resource-routes';
export type { ResourcePageLoader, ResourcePageOverrides, ResourcePageProps } from './lib/resource-routes';
export { resourceMenu } from './lib/resource-menu';
export type { ResourceMenuItem } from './lib/resource-menu';
export { useCallerDef } from './lib/caller-def';
export {
  useReferenceRecords,
  useReferencesOf,
  useResourceList,
  useResourceMutations,
  useResourcePermissions,
  useResourceRecord,
} from './lib/hooks';
export type { ReferenceLookup } from './lib/hooks';
export { ResourceField, ResourceForm, ResourceFormFields } from './lib/resource-form';
export type { ResourceFormProps } from './lib/resource-form';
export { referenceSource, useReferenceLookup } from './lib/reference-lookup';
export {
  commonFieldLabelId,
  fieldLabelId,
  groupLabelId,
  ownFieldLabelId,
  resourceTitleId,
} from './lib/labels';
export { emptyFormValues, recordFormValues, recordTitle } from './lib/records';
export type { ResourceFormValues } from './lib/records';
export { listQuery, PAGE_SIZES, resourceListParams } from './lib/list-query';
export type { ResourceListParams, ResourceListState } from './lib/list-query';
export { useDisplayValue } from './lib/use-display';
export { useFieldLabelId, useRecordTitle } from './lib/use-labels';
