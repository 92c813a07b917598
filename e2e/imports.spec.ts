import { expect, test } from '@playwright/test';
import PptxGenJS from 'pptxgenjs';
import { BASE_URL } from './support/env';
import { confirmAddress } from './support/mail';

/** A small deck written by a PowerPoint-writing library: a title, bullets with notes, a chart. */
async function deck(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.addSlide().addText('Welcome aboard', { x: 1, y: 2, w: 8, h: 1, fontSize: 40 });
  const rules = pptx.addSlide();
  rules.addText('Site rules', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
  rules.addText([{ text: 'Wear a helmet', options: { bullet: true } }], {
    x: 0.5,
    y: 1.3,
    w: 9,
    h: 2,
  });
  rules.addNotes('Point at the helmet rack.');
  const sales = pptx.addSlide();
  sales.addText('Sales', { x: 0.5, y: 0.3, w: 9, h: 0.8 });
  sales.addChart(pptx.ChartType.bar, [{ name: 'Units', labels: ['Q1', 'Q2'], values: [3, 5] }], {
    x: 1,
    y: 1.3,
    w: 6,
    h: 3,
  });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

const unique = () => `importer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('a leader imports a deck, watches it arrive, edits an imported slide and publishes', async ({
  page,
}) => {
  const email = unique();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Imogen', email, password: 'imports journey pass' },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  await confirmAddress(page.request, email);

  await page.goto('/course/new');
  await expect(page.getByRole('heading', { name: 'Import a presentation' })).toBeVisible();
  await page.getByTestId('import-input').setInputFiles({
    name: 'Site induction.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: await deck(),
  });

  // The job's id is in the address, so the progress survives a reload.
  await expect(page).toHaveURL(/[?&]import=/);
  await page.reload();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuemax', '3');
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByText('Imported 3 slides.')).toBeVisible();
  await expect(page.getByText(/Slide 3:\s*Chart not converted/)).toBeVisible();

  await page.getByRole('link', { name: 'Open the imported course' }).click();
  await expect(page).toHaveURL(/\/courses\/edit\/slides\//);
  const courseId = page.url().split('/').pop()!;
  const slides = await (await page.request.get(`/api/v1/courses/${courseId}/slides`)).json();
  expect(slides.items.map((s: { title: string }) => s.title)).toEqual([
    'Welcome aboard',
    'Site rules',
    'Sales',
  ]);

  // Edit an imported slide's title through the editor, then publish.
  const second = slides.items[1] as { id: string; version: number };
  const edited = await page.request.patch(`/api/v1/courses/${courseId}/slides/${second.id}`, {
    data: { version: second.version, title: 'Site rules (2026)' },
    headers: { origin: BASE_URL },
  });
  expect(edited.ok()).toBe(true);
  const course = await (await page.request.get(`/api/v1/courses/${courseId}`)).json();
  const published = await page.request.patch(`/api/v1/courses/${courseId}`, {
    data: { version: course.version, status: 'published' },
    headers: { origin: BASE_URL },
  });
  expect(published.ok()).toBe(true);
  expect((await published.json()).status).toBe('published');
});
