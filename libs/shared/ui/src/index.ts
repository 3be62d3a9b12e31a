export { ConfirmDialog } from './lib/confirm-dialog';
export type { ConfirmDialogProps } from './lib/confirm-dialog';
export { DeleteDialog } from './lib/delete-dialog';
export { type RecordEditor, type RecordEditorConfig, useRecordEditor } from './lib/record-editor';
export type { DeleteDialogProps } from './lib/delete-dialog';
export { FilePicker } from './lib/file-picker';
export type { FilePickerProps } from './lib/file-picker';
export { ImageUploadField } from './lib/image-upload-field';
export type { ImageUploadFieldProps } from './lib/image-upload-field';
export { FormImageField } from './lib/form-image-field';
export type { FormImageFieldProps } from './lib/form-image-field';
export { PagePager } from './lib/page-pager';
export { PersonAvatar } from './lib/person-avatar';
export { PhotoField } from './lib/photo-field';
export type { PhotoFieldProps, PhotoUploader } from './lib/photo-field';
export type { PersonAvatarProps } from './lib/person-avatar';
export type { PagePagerProps } from './lib/page-pager';
export { Form, FormNativeSelect, FormSelect, FormSwitch, FormTextField } from './lib/form';
export type {
  FormProps,
  FormRules,
  FormSelectProps,
  FormTextFieldProps,
  RulesLoader,
  SelectOption,
} from './lib/form';
export { FormDialog } from './lib/form-dialog';
export { optionsOf } from './lib/enum-options';
export { FormTitleFields } from './lib/form-title-fields';
export { FormErrorSummary } from './lib/form-error-summary';
export { FormCheckboxGroup, FormFieldset } from './lib/form-checkbox-group';
export { useFieldMessages } from './lib/form-field';
export type { CheckboxChoice } from './lib/form-checkbox-group';
export type { FormErrorSummaryProps } from './lib/form-error-summary';
export { createLeaveGuards, DiscardChangesDialog, LeaveGuardProvider } from './lib/leave-guard';
export type { LeaveGuards, UnsavedChanges } from './lib/leave-guard';
export type { FormDialogProps } from './lib/form-dialog';
export { JobProgress, progressPercent } from './lib/job-progress';
export type { JobProgressProps } from './lib/job-progress';
export { ReasonAlert, ReasonDialog, reasonLimitsOf } from './lib/reason-dialog';
export type { ReasonAlertProps, ReasonBody, ReasonDialogProps } from './lib/reason-dialog';
export {
  ErrorPage,
  LoginErrorPage,
  MaintenancePage,
  NotFoundPage,
  ServerErrorPage,
  SignInRequiredPage,
  UnauthorizedPage,
} from './lib/generic-pages';
export type {
  ErrorPageProps,
  GoHomeProps,
  LoginErrorPageProps,
  MaintenancePageProps,
  SignInRequiredPageProps,
} from './lib/generic-pages';
export { AuthErrorScreen } from './lib/auth-error-screen';
export type { AuthErrorScreenProps } from './lib/auth-error-screen';
export { AuthLoadingScreen, FullScreenLoader } from './lib/loaders';
export { BusyBar, ContentLoader, LoadErrorAlert } from './lib/load-states';
export { Notice } from './lib/notice';
export type { NoticeProps } from './lib/notice';
export { SuccessNotice } from './lib/success-notice';
export { PaperSection } from './lib/paper-section';
export type { PaperSectionProps } from './lib/paper-section';
export type { SuccessNoticeProps } from './lib/success-notice';
export { lazyView } from './lib/lazy-view';
export type { FullScreenLoaderProps } from './lib/loaders';
export type { LoadErrorAlertProps } from './lib/load-states';
export { RecordLoader, RecordRoute } from './lib/record-loader';
export { PublicRecordPage, type PublicRecordPageProps } from './lib/public-record-page';
export { DateRangeField } from './lib/date-range-field';
export type { DateRange, DateRangeFieldProps } from './lib/date-range-field';
export type { RecordLoaderProps, RecordResult, RecordRouteProps } from './lib/record-loader';
export { resolveMessage, useTranslate } from './lib/message';
export type { MessageValues, ResolvedMessage } from './lib/message';
export { DocumentTitleProvider, PageHeader, PageTitle, useDocumentTitle } from './lib/page-title';
export type { PageHeaderProps, PageTitleProps } from './lib/page-title';
export { usePrefetchOnFirstInput, usePrefetchWhenIdle } from './lib/prefetch';
export { PortalHome } from './lib/portal-home';
export type { PortalHomePerson, PortalHomeProps } from './lib/portal-home';
export { QueueSummary } from './lib/queue-summary';
export type { QueueItem, QueueSummaryProps } from './lib/queue-summary';
export { SafeHtml, sanitizeHtml } from './lib/safe-html';
export type { SafeHtmlProps } from './lib/safe-html';
export { I18nProvider, LOCALE_STORAGE_KEY, readStoredLocale, useLocale } from './lib/i18n-provider';
export type { I18nProviderProps, LocaleContextValue } from './lib/i18n-provider';
export { useFormatters } from './lib/use-formatters';
export { LanguageSwitch, ThemeSwitch } from './lib/switches';
export type { LanguageSwitchProps, ThemeSwitchProps } from './lib/switches';
export { TOAST_OPTIONS, ToastProvider, useToast } from './lib/toast';
export type { Toast } from './lib/toast';
export { saveFile } from './lib/save-file';
export {
  PayAgainButton,
  PaymentResultLoad,
  PaymentResultPage,
  PaymentResultView,
  paymentResultOf,
  resultIdParam,
  WHOLE_TAKA,
} from './lib/payment-result';
export type {
  PaymentRead,
  PaymentResultLoadProps,
  PaymentResultPageProps,
  PaymentResultViewProps,
} from './lib/payment-result';
export { DownloadButton } from './lib/download-button';
export { FactList } from './lib/fact-list';
export type { FactListProps, FactRow } from './lib/fact-list';
export { RoomLink, roomLinkOf } from './lib/room-link';
export type { RoomLinkProps } from './lib/room-link';
export type { DownloadButtonProps, DownloadedFile } from './lib/download-button';
export { ServerPagination } from './lib/server-pagination';
export type { ServerPaginationProps } from './lib/server-pagination';
export { useStableValue } from './lib/stable-value';
export { visuallyHidden } from './lib/visually-hidden';
export { bareList, gridList, sidewaysList } from './lib/list-layout';
export { useLocalName, useLocalTitle } from './lib/local-name';
export type { Named } from './lib/local-name';
export { InstructorCard } from './lib/instructor-card';
export { AssignmentChips } from './lib/assignment-chips';
export type { AssignmentChipsProps } from './lib/assignment-chips';
export type { InstructorCardProps } from './lib/instructor-card';
export { NamedChipList } from './lib/named-chip-list';
export type { NamedChip, NamedChipListProps } from './lib/named-chip-list';
export {
  FormLookupAutocomplete,
  FormLookupField,
  LookupAutocomplete,
  useFormLookupOptions,
} from './lib/lookup-autocomplete';
export type {
  FormLookupAutocompleteProps,
  FormLookupFieldProps,
  FormLookupOptions,
  UseFormLookup,
  LookupAutocompleteProps,
  LookupControl,
  LookupOption,
} from './lib/lookup-autocomplete';
export { EmptyListMessage, listColumns, ServerList } from './lib/server-list';
export { ServerListPage } from './lib/server-list-page';
export type { ServerListCreate, ServerListPageProps } from './lib/server-list-page';
export { ListFilters } from './lib/list-filter-choices';
export type {
  ListDateRangeChoice,
  ListFilterParams,
  ListFiltersProps,
  ListLookupChoice,
  ListSelectChoice,
  ServerListFilterBar,
} from './lib/list-filter-choices';
export type { ListColumn, ServerListPaging, ServerListProps, ServerListResult } from './lib/server-list';
export { ListFilterBar, ListSearchField, ListSelectFilter } from './lib/list-filters';
export { ListSearchAndLookup } from './lib/list-search-lookup';
export type { ListSearchAndLookupProps } from './lib/list-search-lookup';
export { CardListPage, type CardListPageProps } from './lib/card-list-page';
export type { ListSearchFieldProps, ListSelectFilterProps } from './lib/list-filters';
export { addMonths, monthOf, monthRange, monthWeeks, nextDay } from './lib/calendar-month';
export { MonthGrid, useWeekdayNames } from './lib/month-grid';
export type { MonthGridProps } from './lib/month-grid';
export { ActivityStatistics } from './lib/activity-statistics';
export type { ActivityStatisticsProps } from './lib/activity-statistics';
export { useNearScreen } from './lib/use-near-screen';
export { MonthStepper } from './lib/month-stepper';
export type { MonthStepperProps } from './lib/month-stepper';
export { ApprovalQueue } from './lib/approval-queue';
export type { ApprovalQueueProps, ApprovalRejectBody } from './lib/approval-queue';
export { RecordForm, RecordFormPage } from './lib/record-form';
export type { RecordFormPageProps, RecordFormProps, RecordPageLink } from './lib/record-form';
export {
  DiscussionByline,
  DiscussionLikeButton,
  DiscussionReportDialog,
  QuestionCard,
  QuestionList,
  QuestionThread,
} from './lib/discussion-thread';
export type {
  DiscussionBylineProps,
  DiscussionLikeButtonProps,
  DiscussionReportDialogProps,
  QuestionCardProps,
  QuestionListProps,
  QuestionThreadProps,
} from './lib/discussion-thread';
