import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

/*
 * The aptitude test's result on the CV (ADR 0070): once submitted it is part of the profile's public view — the CV
 * view, the public CV and both PDFs — unless the youth hides the `aptitude_test` part.
 */

let gw: TestGateway;
let rahim = '';

const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });
const send = (method: 'POST' | 'PUT', url: string, user: string, payload: Record<string, unknown> = {}) =>
  gw.app.inject({ method, url, headers: headers(user), payload });

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  rahim = (await get('/protected/youth-profile', 'youth')).json().data.public_id;
});
afterAll(async () => gw?.close());

describe('the aptitude test on the CV', () => {
  it('is absent before the test is submitted', async () => {
    expect((await get('/protected/youth-profile/cv', 'youth')).json().data.aptitude_test).toBeUndefined();
  });

  it('appears once submitted: passed or not, the date and the marks by area, in the view and the PDFs', async () => {
    const started = await send('POST', '/protected/aptitude-tests/start-assessment', 'youth');
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json().data.attempt_id as number;
    // an open attempt is not a result yet
    expect((await get('/protected/youth-profile/cv', 'youth')).json().data.aptitude_test).toBeUndefined();
    const ended = await send('POST', `/protected/exam-attempts/${attempt}/end-assessment`, 'youth', {});
    expect(ended.statusCode, ended.body).toBe(200);
    const result = ended.json().data;

    const view = (await get('/protected/youth-profile/cv', 'youth')).json().data;
    expect(view.aptitude_test).toEqual({
      passed: false,
      submitted_at: result.submitted_at,
      obtained_marks: 0,
      total_marks: result.total_marks,
      areas: result.areas,
    });
    expect(view.aptitude_test.areas.length).toBeGreaterThan(0);
    expect((await get(`/public/youth/${rahim}/cv`)).json().data.aptitude_test).toEqual(view.aptitude_test);
    for (const pdf of [
      await get('/protected/youth-profile/cv.pdf', 'youth'),
      await get(`/public/youth/${rahim}/cv.pdf`),
    ]) {
      expect(pdf.statusCode).toBe(200);
      const text = readPdfText(pdf.rawPayload).text;
      expect(text).toContain('Aptitude test');
      expect(text).toContain('Not passed');
      expect(text).toContain('Problem solving');
    }
  });

  it('is left out when the youth hides it, and comes back when shown', async () => {
    const hidden = await send('PUT', '/protected/youth-profile/show-or-hide-youth-data', 'youth', {
      sections: { aptitude_test: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.aptitude_test).toBe(false);
    expect((await get('/protected/youth-profile/cv', 'youth')).json().data.aptitude_test).toBeUndefined();
    expect((await get(`/public/youth/${rahim}`)).json().data.aptitude_test).toBeUndefined();
    expect((await get(`/public/youth/${rahim}/cv`)).json().data.aptitude_test).toBeUndefined();
    const text = readPdfText((await get(`/public/youth/${rahim}/cv.pdf`)).rawPayload).text;
    expect(text).not.toContain('Aptitude test');
    expect(text).not.toContain('Not passed');

    await send('PUT', '/protected/youth-profile/show-or-hide-youth-data', 'youth', {
      sections: { aptitude_test: true },
    });
    expect((await get(`/public/youth/${rahim}/cv`)).json().data.aptitude_test).toBeDefined();
  });

  it('is another youth’s only when they took it', async () => {
    expect((await get('/protected/youth-profile/cv', 'youth2')).json().data.aptitude_test).toBeUndefined();
  });
});
