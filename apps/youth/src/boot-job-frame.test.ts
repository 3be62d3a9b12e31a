import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '@platform/i18n/catalogue';
import { formatBDT, formatDate } from '@platform/i18n';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build plugin that writes this portal's index.html
import {
  BOOT_JOB_LABELS_FILE,
  bootFrameHtml,
  bootJobLabels,
  YOUTH_FRAME_TEXTS,
} from '../../../tools/vite/boot-frame.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the server's writer of the job into the first HTML
import * as jobFrame from '../../../tools/boot-job-frame.mjs';

const labels = bootJobLabels(catalogue);
const parts = bootFrameHtml(catalogue, YOUTH_FRAME_TEXTS);
const INDEX = [
  '<!doctype html><html lang="en"><head><meta name="description" content="the portal" />',
  `<title>Youth Portal</title><style>${parts.style}</style><script>${parts.headScript}</script></head><body>`,
  `${parts.frame}<div id="root"></div><script>${parts.removeScript}</script></body></html>`,
].join('');

const job = {
  id: 42,
  status: 'live',
  job_title: 'আইটি সাপোর্ট',
  job_title_en: 'IT Support',
  organization_id: 1,
  company_name: 'ঢাকা টেক',
  company_name_en: 'Dhaka Tech',
  salary_display: 1,
  salary_min: 18000,
  salary_max: 22000,
  application_deadline: '2026-12-23',
  job_place_type: 1,
  locations: [
    {
      district_title: 'গাজীপুর',
      district_title_en: 'Gazipur',
      division_title: 'ঢাকা',
      division_title_en: 'Dhaka',
    },
  ],
  mandatory_criteria: ['location'],
  job_context: null,
  job_context_en: null,
  job_responsibilities: 'দায়িত্ব',
  job_responsibilities_en: 'Keep the network running.',
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the job in the first HTML of /jobs/{id} (ADR 0145)', () => {
  it('words the job as the page does: the platform formatters and the catalogue messages', () => {
    for (const date of ['2026-12-23', '2027-01-05']) {
      expect(jobFrame.formatDay(date, 'en')).toBe(formatDate(date, 'en-US'));
      expect(jobFrame.formatDay(date, 'bn')).toBe(formatDate(date, 'bn-BD'));
    }
    for (const amount of [0, 18000, 1234567]) {
      expect(jobFrame.formatTaka(amount, 'en')).toBe(formatBDT(amount, 'en-US'));
      expect(jobFrame.formatTaka(amount, 'bn')).toBe(formatBDT(amount, 'bn-BD'));
    }
    const en = jobFrame.jobTexts(job, labels, 'en');
    expect(en).toMatchObject({
      title: 'IT Support',
      company: 'Dhaka Tech',
      salary: '৳18,000 – ৳22,000 a month',
      deadline: '23 Dec 2026',
      location: 'Gazipur, Dhaka',
      mandatory: 'To apply you must meet: Job location.',
      sections: [[catalogue['en-US']['youth_jobs.detail.responsibilities'], 'Keep the network running.']],
    });
    const bn = jobFrame.jobTexts(
      { ...job, salary_display: 3, company_name: null, company_name_en: null },
      labels,
      'bn',
    );
    expect(bn.title).toBe('আইটি সাপোর্ট');
    expect(bn.salary).toBe(catalogue['bn-BD']['jobs.salary.negotiable']);
    expect(bn.company).toBe(catalogue['bn-BD']['youth_jobs.card.company_hidden']);
    expect(BOOT_JOB_LABELS_FILE).toBe('boot-job-labels.json');
  });

  it('writes the frame, the link preview and the inert data, and escapes a hostile job', () => {
    const hostile = `</script><script>alert(1)</script><img src=x onerror="alert(2)"> $& $' {title}`;
    const evil = {
      ...job,
      job_title_en: hostile,
      company_name_en: '"><svg onload=alert(3)>',
      job_responsibilities_en: '<b>x</b>',
    };
    const html = jobFrame.withJob(INDEX, evil, labels);
    const doc = parse(html);
    // nothing the job brought became markup: the same two inline scripts, no image, svg (but the frame's menu icon) or bold element
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.filter((s) => !s.type).map((s) => s.textContent)).toEqual([
      parts.headScript,
      parts.removeScript,
    ]);
    expect(doc.querySelectorAll('img, b, svg:not(.bf-menu)')).toHaveLength(0);
    expect(doc.querySelector('#boot-frame .bf-jh1[lang="en"]')?.textContent).toBe(hostile);
    expect(doc.title).toBe(`${hostile} | Youth Portal`);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(hostile);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // the data hook's copy reads back as the job itself
    const data = doc.getElementById('boot-job');
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data?.textContent ?? '')).toEqual(evil);
    expect(html).not.toContain('</script><script>alert');
    // the labels in both languages, the job's Bengali text beside its English
    expect(doc.querySelector('#boot-frame .bf-jh1[lang="bn"]')?.textContent).toBe('আইটি সাপোর্ট');
    expect(doc.querySelector('#boot-frame .bf-back[lang="bn"]')?.textContent).toBe(
      catalogue['bn-BD']['youth_jobs.detail.back'],
    );
  });

  it('reads only a live job, keeps it briefly, and gives the plain frame when the gateway fails', async () => {
    const answer = (data: unknown, ok = true) =>
      Promise.resolve({ ok, json: () => Promise.resolve({ data }) });
    const fetchImpl = vi.fn((url: string) =>
      url.endsWith('/7')
        ? answer({ ...job, id: 7, status: 'expired' })
        : url.endsWith('/8')
          ? Promise.reject(new Error('down'))
          : answer(job),
    );
    const read = jobFrame.createJobReader({
      gateway: 'http://gw',
      apiKey: 'k',
      fetchImpl: fetchImpl as never,
    });
    expect(await read(42)).toEqual(job);
    expect(await read(42)).toEqual(job);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://gw/public/jobs/42');
    expect(await read(7)).toBeNull();
    expect(await read(8)).toBeNull();
    expect(jobFrame.jobIdOf('/jobs/42')).toBe(42);
    for (const path of ['/jobs/explore', '/jobs/0', '/jobs/4x', '/jobs/42/apply'])
      expect(jobFrame.jobIdOf(path)).toBeNull();
  });
});
