import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { BASE_URL } from './support/env';
import { confirmAddress } from './support/mail';

const headers = { origin: BASE_URL };
const LMS = 'http://lms.test';
// scorm-again, a real SCORM 1.2 runtime, plays the part of the LMS.
const runtime = readFileSync(createRequire(import.meta.url).resolve('scorm-again/scorm12/min'));

test('an exported course plays in a SCORM 1.2 runtime and reports passed with its score', async ({
  page,
}) => {
  const email = `scorm.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { name: 'Sam', email, password: 'scorm journey pass' },
        headers,
      })
    ).ok(),
  ).toBe(true);
  await confirmAddress(page.request, email);
  const course = await (
    await page.request.post('/api/v1/courses', { data: { title: 'Fire safety' }, headers })
  ).json();
  const slide = (data: object) =>
    page.request.post(`/api/v1/courses/${course.id}/slides`, { data, headers });
  await slide({
    kind: 'content',
    title: 'Exits',
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Know your exit.' }] }],
    },
  });
  await slide({
    kind: 'quiz',
    title: 'Doors',
    quiz: { question: 'Which door?', options: ['Red', 'Green'], correct: [1], multiple: false },
  });
  await slide({
    kind: 'quiz',
    title: 'Alarm',
    quiz: { question: 'Who calls?', options: ['You', 'Nobody'], correct: [0], multiple: false },
  });

  const exported = await page.request.get(`/api/v1/courses/${course.id}/export/scorm`);
  expect(exported.status()).toBe(200);
  const zip = await JSZip.loadAsync(await exported.body());

  await page.route(`${LMS}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script src="/scorm12.js"></script>
<script>window.API = new Scorm12API({ autocommit: false, logLevel: 5 });</script>
<iframe id="sco" src="/pkg/index.html" title="Course" style="width:900px;height:700px"></iframe>`,
      });
    }
    if (path === '/scorm12.js')
      return route.fulfill({ contentType: 'text/javascript', body: runtime });
    const file = zip.file(decodeURIComponent(path.replace(/^\/pkg\//, '')));
    if (!file) return route.fulfill({ status: 404, body: 'missing' });
    const type = path.endsWith('.html')
      ? 'text/html'
      : path.endsWith('.css')
        ? 'text/css'
        : 'text/javascript';
    return route.fulfill({ contentType: type, body: await file.async('nodebuffer') });
  });

  await page.goto(`${LMS}/`);
  const sco = page.frameLocator('#sco');
  await expect(sco.getByRole('heading', { name: 'Exits' })).toBeFocused();
  await sco.getByRole('button', { name: 'Next' }).click();
  await sco.getByLabel('Green').check();
  await sco.getByRole('button', { name: 'Check' }).click();
  await expect(sco.getByRole('status')).toHaveText('Correct.');
  await sco.getByRole('button', { name: 'Next' }).click();
  await sco.getByLabel('Nobody').check();
  await sco.getByRole('button', { name: 'Check' }).click();
  await expect(sco.getByRole('status')).toHaveText('Not quite.');
  await sco.getByRole('button', { name: 'Finish' }).click();
  await expect(sco.getByRole('status')).toHaveText('Course finished. Your score: 50%');

  const cmi = await page.evaluate(() => {
    const api = (
      window as unknown as {
        API: { cmi: { core: { lesson_status: string; score: { raw: string } } } };
      }
    ).API;
    return { status: api.cmi.core.lesson_status, score: api.cmi.core.score.raw };
  });
  expect(cmi).toEqual({ status: 'passed', score: '50' });
});
