import {
  CV_BANK_PERMISSIONS,
  JOB_PERMISSIONS,
  pipelineStageOf,
  type ApplicationStatus,
  type InterviewSchedule,
  type JobApplicant,
  type JobPost,
} from '@platform/contract';
import { makeRecruiterProfile, RECRUITER_PORTAL } from '@platform/testing';

/** The recruiter portal as the shell sees it (routes come from each test). */
export const recruiterPortal = RECRUITER_PORTAL;

/** The demo recruiter: every job key but approve_job, and the CV bank, of organisation 1. */
export const recruiter = makeRecruiterProfile([
  ...Object.values(JOB_PERMISSIONS).filter((k) => k !== JOB_PERMISSIONS.approveJob),
  CV_BANK_PERMISSIONS.viewCvBank,
]);

/** The job header's fields of a live job with applicants (the pipeline pages read nothing else of it). */
export function managedJob(over: Partial<JobPost> = {}): JobPost {
  return {
    id: 7,
    job_title: 'ওয়েব ডেভেলপার',
    job_title_en: 'Web Developer',
    status: 'live',
    application_deadline: '2026-12-15',
    applications: 10000,
    ...over,
  } as JobPost;
}

/** An applicant row as the gateway returns it; `next_statuses` is the gateway's word on what is legal. */
export function makeApplicant(
  over: Partial<JobApplicant> & { id: number; status?: ApplicationStatus },
): JobApplicant {
  const status = over.status ?? 0;
  return {
    job_id: 7,
    status,
    stage: pipelineStageOf(status),
    expected_salary: 30000,
    match_score: 80,
    applied_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T08:00:00Z',
    youth_id: 100 + over.id,
    full_name: `প্রার্থী ${over.id}`,
    full_name_en: `Candidate ${over.id}`,
    gender: 1,
    public_id: `00000000-0000-4000-8000-00000000000${over.id % 10}`,
    position: 'Junior Developer',
    qualification: { title: 'স্নাতক', title_en: 'Bachelor/Honours' },
    experience_years: 2,
    age: 24,
    restorable: false,
    is_saved: false,
    is_removed: false,
    next_statuses: status === 0 ? [11, 21, 31, 99] : [],
    interview: null,
    offer: null,
    ...over,
  };
}

export function makeSchedule(over: Partial<InterviewSchedule> = {}): InterviewSchedule {
  return {
    id: 1,
    job_id: 7,
    title: 'First round',
    interview_date: '2026-12-20',
    start_time: '10:00',
    end_time: '12:00',
    kind: 2,
    venue: null,
    video_link: 'https://meet.example.org/room-abc123',
    max_candidates: 10,
    candidates: 0,
    board: null,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T08:00:00Z',
    ...over,
  };
}
