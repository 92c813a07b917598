import { expect, test, type Page } from '@playwright/test';
import {
  api,
  doc,
  freshPage,
  publishCourse,
  signUp,
  signedInPage,
  signedUpPage,
  unique,
} from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';

const ORDER = ['Raise the alarm', 'Leave the building', 'Gather at the point'];

/** A published course with a title slide, two layouts and one of each interaction. */
async function publishedCourse(leader: Page, language: string, learners: string[]) {
  const slides = [
    {
      kind: 'content',
      layout: 'title',
      title: 'Fire safety',
      subtitle: 'Ten minutes',
      notes: 'NOTE-FOR-AUTHOR',
    },
    {
      kind: 'content',
      layout: 'two-columns',
      title: 'Why it matters',
      body: doc('Fire spreads fast.'),
    },
    {
      kind: 'quiz',
      title: 'Doors',
      quiz: { type: 'true_false', question: 'Fire doors stay shut?', correct: true },
    },
    {
      kind: 'quiz',
      title: 'Steps',
      quiz: { type: 'ordering', question: 'Put the steps in order', items: ORDER },
    },
    {
      kind: 'quiz',
      title: 'Signs',
      quiz: {
        type: 'matching',
        question: 'Match each colour',
        pairs: [
          ['Red', 'Stop'],
          ['Green', 'Safe'],
        ],
      },
    },
    {
      kind: 'quiz',
      title: 'Where',
      quiz: {
        type: 'fill_blank',
        question: 'We meet in the {1}.',
        blanks: [{ accepted: ['car park'] }],
      },
    },
    {
      kind: 'quiz',
      title: 'Confidence',
      quiz: {
        type: 'poll',
        question: 'How confident are you?',
        options: ['Very', 'Not yet'],
        multiple: false,
      },
    },
    {
      kind: 'flashcards',
      title: 'Words',
      cards: [
        { front: 'PPE', back: 'Protective equipment' },
        { front: 'RCD', back: 'Residual current device' },
      ],
    },
    {
      kind: 'content',
      layout: 'quote',
      title: 'Remember',
      body: doc('Safety first.'),
      subtitle: 'The warden',
    },
  ];
  const id = await publishCourse(
    leader,
    { title: `Fire safety ${language}`, language, theme: { preset: 'ocean', font: 'serif' } },
    slides,
  );
  await api(leader, 'POST', `/api/v1/courses/${id}/assignees`, { emails: learners });
  return id;
}

const stage = (page: Page) => page.locator('article .slide-stage').first();

test.describe('interactions in the player', () => {
  test('a learner takes every interaction by keyboard only, in English, on a wide screen', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const leaderEmail = unique('lead');
    const learnerEmail = unique('keys');
    const leader = await signedUpPage(browser, 'Lea Leader', leaderEmail);
    await signUp(await freshPage(browser), 'Kim Keys', learnerEmail);
    const courseId = await publishedCourse(leader, 'en', [learnerEmail]);

    const page = await signedInPage(browser, learnerEmail, {
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`/learn/${courseId}`);
    await expect(stage(page)).toHaveAttribute('data-layout', 'title');
    await expect(page.getByRole('heading', { level: 2, name: 'Fire safety' })).toBeVisible();
    // A 16:9 stage on a wide screen.
    const box = (await stage(page).boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.05);
    await expect(page.locator('body')).not.toContainText('NOTE-FOR-AUTHOR');
    await expectNoSeriousViolations(page);

    const next = async () => {
      await page.locator('body').press('ArrowRight');
    };
    await next();
    await expect(stage(page)).toHaveAttribute('data-layout', 'two-columns');
    await next();

    // True or false: Space on the radio, Enter on the button.
    await page.getByRole('radio', { name: 'True' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Submit answer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('interaction-feedback')).toContainText('Correct!');
    await expect(page.getByTestId('interaction-feedback')).toBeFocused();
    await next();

    // Ordering with the move buttons, by keyboard.
    for (const [target, item] of ORDER.entries()) {
      for (;;) {
        const items = await page.locator('[data-quiz-type="ordering"] li').allTextContents();
        const at = items.findIndex((text) => text.includes(item));
        if (at === target) break;
        await page.getByRole('button', { name: `Move “${item}” up` }).focus();
        await page.keyboard.press('Enter');
      }
    }
    await page.getByRole('button', { name: 'Submit answer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('interaction-feedback')).toContainText('Correct!');
    await expectNoSeriousViolations(page);
    await next();

    // Matching: each select chosen from the keyboard.
    await page.getByLabel('Red').focus();
    await page.getByLabel('Red').selectOption('Stop');
    await page.getByLabel('Green').focus();
    await page.getByLabel('Green').selectOption('Safe');
    await page.getByRole('button', { name: 'Submit answer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('interaction-feedback')).toContainText('Correct!');
    await next();

    // Fill in the blank, matched ignoring case and spaces.
    await page.getByRole('textbox', { name: 'Blank 1' }).focus();
    await page.keyboard.type('  Car Park ');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('interaction-feedback')).toContainText('Correct!');
    await next();

    // A poll: no verdict, the split so far.
    await page.getByRole('radio', { name: 'Very' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Submit answer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('interaction-feedback')).toContainText('100% (1 answer)');
    await next();

    // Flashcards flip with Enter.
    await page.getByRole('button', { name: 'Card 1: PPE' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: 'Card 1: Protective equipment' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await next();
    await expect(stage(page)).toHaveAttribute('data-layout', 'quote');
    await next();
    await expect(page.getByText('Course completed')).toBeVisible();
    // Four graded answers, all right; the poll is not scored.
    await expect(page.getByText('100%')).toBeVisible();

    // Reloaded, the answers and their feedback are still there.
    await page.goto(`/learn/${courseId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Fire safety' })).toBeVisible();
  });

  test('a learner takes them by touch on a phone, in Arabic, right to left', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const leaderEmail = unique('lead');
    const learnerEmail = unique('touch');
    const leader = await signedUpPage(browser, 'Lea Leader', leaderEmail);
    await signUp(await freshPage(browser), 'Tala Touch', learnerEmail);
    const courseId = await publishedCourse(leader, 'ar', [learnerEmail]);

    const page = await signedInPage(browser, learnerEmail, { language: 'ar', phone: true });
    await page.goto(`/learn/${courseId}`);
    await expect(page.locator('[data-player-mode] article')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // On a phone the slide is a card of readable text, not a shrunken 16:9 picture.
    const box = (await stage(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(await stage(page).evaluate((el) => getComputedStyle(el).aspectRatio)).toBe('auto');
    const titleSize = await page
      .getByRole('heading', { level: 2, name: 'Fire safety' })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(titleSize).toBeGreaterThanOrEqual(24);
    await expectNoSeriousViolations(page);

    const next = () => page.locator('[data-player-mode] nav button').last().tap();
    await next();
    await next();
    await page.getByRole('radio', { name: 'خطأ' }).tap();
    await page.getByRole('button', { name: 'أرسل الإجابة' }).tap();
    await expect(page.getByTestId('interaction-feedback')).toContainText('صح');
    await next();

    // Ordering by tapping the move buttons.
    for (const [target, item] of ORDER.entries()) {
      for (;;) {
        const items = await page.locator('[data-quiz-type="ordering"] li').allTextContents();
        if (items.findIndex((text) => text.includes(item)) === target) break;
        await page.getByRole('button', { name: `انقل «${item}» إلى الأعلى` }).tap();
      }
    }
    await page.getByRole('button', { name: 'أرسل الإجابة' }).tap();
    await expect(page.getByTestId('interaction-feedback')).toBeVisible();
    await expectNoSeriousViolations(page);
    await next();
    await page.getByLabel('Red').selectOption('Safe');
    await page.getByLabel('Green').selectOption('Stop');
    await page.getByRole('button', { name: 'أرسل الإجابة' }).tap();
    await expect(page.getByTestId('interaction-feedback')).toContainText('Red');
    await next();
    await page.getByRole('textbox', { name: 'الفراغ 1' }).fill('car park');
    await page.getByRole('button', { name: 'أرسل الإجابة' }).tap();
    await next();
    await page.getByRole('radio', { name: 'Not yet' }).tap();
    await page.getByRole('button', { name: 'أرسل الإجابة' }).tap();
    await expect(page.getByTestId('interaction-feedback')).toContainText('100');
    await next();
    await page.getByRole('button', { name: 'البطاقة 1: PPE' }).tap();
    await expect(
      page.getByRole('button', { name: 'البطاقة 1: Protective equipment' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await next();
    await next();
    // Two of four graded answers were right.
    const row = await leader.request.get(`/api/v1/courses/${courseId}/assignees`);
    const items = (
      (await row.json()) as { items: { email: string; score: number; status: string }[] }
    ).items;
    expect(items.find((a) => a.email === learnerEmail.toLowerCase())).toMatchObject({
      status: 'completed',
      score: 50,
    });
  });
});

test('a leader adds each interaction, changes a layout and writes notes in the editor; all kept after a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const leader = await signedUpPage(browser, 'Eda Editor', unique('editor'));
  const course = await api<{ id: string }>(leader, 'POST', '/api/v1/courses', {
    title: 'Editor kinds',
  });
  await api(leader, 'POST', `/api/v1/courses/${course.id}/slides`, {
    kind: 'content',
    title: 'Opening',
    body: doc('Kept words.'),
  });

  const page = leader;
  await page.goto(`/courses/edit/slides/${course.id}`);
  await expect(page.getByRole('heading', { level: 2, name: /slides?$/ })).toBeVisible();
  const saved = page.locator('[data-save-status]');

  // Layout and notes on the first slide.
  await page.getByLabel('Layout').selectOption('quote');
  await page.getByLabel('Subtitle').fill('The warden');
  await page.getByLabel('Notes for you').fill('Say it slowly.');
  await expect(saved).toHaveAttribute('data-save-status', 'saved', { timeout: 15_000 });

  // One slide of each other kind.
  for (const [label, type] of [
    ['True or false', 'true_false'],
    ['Put in order', 'ordering'],
    ['Matching pairs', 'matching'],
    ['Fill in the blanks', 'fill_blank'],
    ['Poll', 'poll'],
    ['Flashcards', 'flashcards'],
  ]) {
    await page.getByLabel('Add an interaction').selectOption({ label: label! });
    await expect(page.locator('[data-interaction-editor]')).toHaveAttribute(
      'data-interaction-editor',
      type!,
    );
  }
  // The last one added is selected: its cards are edited one a line.
  await page.getByLabel('Cards').fill('Exit = The way out\nAlarm = The bell');
  await expect(saved).toHaveAttribute('data-save-status', 'saved', { timeout: 15_000 });
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /slides?$/ })).toBeVisible();
  const slides = (await (await page.request.get(`/api/v1/courses/${course.id}/slides`)).json()) as {
    items: {
      kind: string;
      layout: string;
      subtitle?: string;
      notes?: string;
      quiz?: { type?: string };
    }[];
  };
  expect(slides.items[0]).toMatchObject({
    layout: 'quote',
    subtitle: 'The warden',
    notes: 'Say it slowly.',
  });
  expect(slides.items.map((s) => s.quiz?.type ?? s.kind)).toEqual(
    expect.arrayContaining([
      'true_false',
      'ordering',
      'matching',
      'fill_blank',
      'poll',
      'flashcards',
    ]),
  );
  expect(slides.items).toHaveLength(7);
  expect(slides.items.find((s) => s.kind === 'flashcards')).toMatchObject({
    cards: [
      { front: 'Exit', back: 'The way out' },
      { front: 'Alarm', back: 'The bell' },
    ],
  });
});
