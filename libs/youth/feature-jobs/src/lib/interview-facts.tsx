import type { ReactNode } from 'react';
import { FactList } from '@platform/ui';
import type { JobText } from '@platform/youth-ui-jobs';

/*
 * What the public interview pages (/candidate-interview-confirmation, /join-live-interview-board) share: the video
 * room rule, the wall-clock time in the reader's digits and a list of labelled facts.
 */

export { roomLinkOf } from '@platform/ui';

/** '10 Dec 2026, 2:30 PM – 3:00 PM' / '১০ ডিসে ২০২৬, দুপুর ২:৩০ – বিকাল ৩:০০' (the platform's formatters). */
export function interviewWhen(
  text: JobText,
  s: { interview_date: string; start_time: string; end_time: string },
): string {
  return `${text.formatDate(s.interview_date)}, ${text.t('job_pipeline.schedule.time_range', { start: text.formatTime(s.start_time), end: text.formatTime(s.end_time) })}`;
}

/** The interview pages' label → value rows: the kit's FactList (label above value on a phone). */
export function Facts({ rows, dense = false }: { rows: [string, ReactNode][]; dense?: boolean }) {
  return <FactList rows={rows} dense={dense} keepEmpty />;
}
