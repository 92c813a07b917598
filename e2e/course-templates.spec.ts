import { expect, test, type Page } from '@playwright/test';
import { freshPage, signUp, unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a leader builds an Arabic course from a starter course by keyboard, and finds its slides after a reload', async ({
  page,
}) => {
  await signUp(page, 'Template Leader', unique('templates'));
  await page.goto('/course/new');
  const group = page.getByRole('group', { name: 'Start from' });
  await expect(group.getByRole('radio', { name: 'Welcome aboard' })).toBeVisible();
  await expect(group.getByRole('radio')).toHaveCount(5);
  await expect(group.getByRole('radio', { name: 'Blank course' })).toBeChecked();
  await expectNoSeriousViolations(page, '/course/new');

  // Keyboard only: into the group, then the arrow keys move the choice.
  await group.getByRole('radio', { name: 'Blank course' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Welcome aboard' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Welcome aboard' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Create from this starter course' })).toBeVisible();
  await expectNoSeriousViolations(page, '/course/new, a starter course chosen');

  // The course language: the starter courses are listed in it, right to left.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Course language')).toBeFocused();
  await page.getByLabel('Course language').selectOption('ar');
  const arabic = group.getByRole('radio', { name: 'مرحبًا بك معنا' });
  await expect(arabic).toBeChecked();
  await expect(page.getByText('مرحبًا بك معنا', { exact: true }).first()).toHaveAttribute(
    'dir',
    'rtl',
  );
  await page.getByLabel('Title (optional)').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create from this starter course' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The slide editor of the new course, with the starter course's slides in Arabic.
  await expect(page).toHaveURL(/\/courses\/edit\/slides\/[\w-]+$/);
  const labels = page.getByTestId('slide-thumb-label');
  await expect(labels).toHaveCount(8);
  await expect(labels.first()).toHaveText('مرحبًا بك في الفريق');
  await expect(labels.nth(4)).toHaveText('أشخاص يجب أن تعرفهم');
  // The first slide is open in the editor, a title slide with its subtitle.
  await expect(page.getByRole('textbox', { name: 'Subtitle' })).toHaveValue(
    'أسبوعك الأول خطوة بخطوة',
  );

  await page.reload();
  await expect(labels).toHaveCount(8);
  await expect(labels.first()).toHaveText('مرحبًا بك في الفريق');
  await expect(labels.last()).toHaveText('كيف تشعر؟');
  await page.getByRole('button', { name: /Slide 5 of 8/ }).click();
  await expect(page.getByRole('textbox', { name: 'Cards' })).toHaveValue(/^زميلك المرافق = /);

  // An ordinary draft course of the leader's, in Arabic.
  const courseId = page.url().split('/').pop()!;
  const course = await (await page.request.get(`/api/v1/courses/${courseId}`)).json();
  expect(course).toMatchObject({ title: 'مرحبًا بك معنا', language: 'ar', status: 'draft' });
});

test('/course/new fits a 320 px phone, also in Arabic (right to left), with no serious axe violation', async ({
  browser,
}) => {
  const page = await freshPage(browser, {
    language: 'ar',
    theme: 'dark',
    viewport: { width: 320, height: 720 },
  });
  await signUp(page, 'قائدة الفريق', unique('templates-ar'));
  await page.goto('/course/new');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const group = page.getByRole('group', { name: 'ابدأ من' });
  await expect(group.getByRole('radio')).toHaveCount(5);
  // The starter courses are listed in the course language, Arabic by default here.
  await expect(group.getByRole('radio', { name: 'إحاطة السلامة في مكان العمل' })).toBeAttached();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByText('التدريب على المنتج', { exact: true }).click();
  await expect(group.getByRole('radio', { name: 'التدريب على المنتج' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'أنشئ من هذه الدورة الجاهزة' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, '/course/new at 320 px in Arabic, dark');
  await page.context().close();
});
