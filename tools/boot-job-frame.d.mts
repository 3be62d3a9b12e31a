// Types of tools/boot-job-frame.mjs (plain JavaScript, so that tools/serve-spa.mjs runs it as it is).
export type JobFrameLabels = { en: Record<string, string>; bn: Record<string, string> };
/** A public job as GET /public/jobs/{id} returns it (PublicJobDetail of @platform/contract); read loosely here. */
export type FrameJob = { id: number; status: string; [field: string]: unknown };
export declare const BOOT_JOB_LABELS_FILE: string;
export declare function escapeHtml(value: unknown): string;
export declare function inertJson(value: unknown): string;
export declare function formatDay(value: unknown, lang: 'en' | 'bn'): string;
export declare function formatTaka(value: number, lang: 'en' | 'bn'): string;
export declare function jobTexts(
  job: FrameJob,
  labels: JobFrameLabels,
  lang: 'en' | 'bn',
): {
  title: string;
  company: string;
  salary: string;
  deadline: string;
  location: string;
  mandatory: string;
  sections: [string, string][];
};
export declare function jobFrameHtml(job: FrameJob, labels: JobFrameLabels): string;
export declare function jobHeadHtml(job: FrameJob, labels: JobFrameLabels): { title: string; meta: string };
export declare function withJob(html: string, job: FrameJob, labels: JobFrameLabels): string;
export declare function jobIdOf(pathname: string): number | null;
export declare function createJobReader(options: {
  gateway: string;
  apiKey: string;
  ttlMs?: number;
  timeoutMs?: number;
  max?: number;
  fetchImpl?: typeof fetch;
}): (id: number) => Promise<FrameJob | null>;
