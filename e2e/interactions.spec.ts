import { expect, test, type Locator, type Page } from '@playwright/test';
import { doc, origin, signedInPage, signedUpPage, unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';
import { drag } from './support/drag';
import { twoTonePng } from './support/images';
import { isolated } from './support/language';

const WIDE = { width: 1280, height: 800 };

const ORDER = ['Raise the alarm', 'Leave the building', 'Gather at the point'];

/**
 * A published course with a title slide, two layouts and one of each interaction (those that
 * `keep` keeps).
 */
async function publishedCourse(
  leader: Page,
  language: string,
  learners: string[],
  keep: (slide: { quiz?: { type: string } }) => boolean = () => true,
) {
  const created = await leader.request.post('/api/v1/courses', {
    data: { title: `Fire safety ${language}`, language, theme: { preset: 'ocean', font: 'serif' } },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = (await created.json()) as { id: string };
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
  for (const slide of slides.filter(keep)) {
    const response = await leader.request.post(`/api/v1/courses/${course.id}/slides`, {
      data: slide,
      headers: origin,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const current = (await (await leader.request.get(`/api/v1/courses/${course.id}`)).json()) as {
    version: number;
  };
  const published = await leader.request.patch(`/api/v1/courses/${course.id}`, {
    data: { version: current.version, status: 'published' },
    headers: origin,
  });
  expect(published.ok(), await published.text()).toBe(true);
  const assigned = await leader.request.post(`/api/v1/courses/${course.id}/assignees`, {
    data: { emails: learners },
    headers: origin,
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return course.id;
}

const stage = (page: Page) => page.locator('article .slide-stage').first();

/** The steps of ORDER as an ordering question's items show them now. */
const stepsIn = async (items: Locator) =>
  (await items.allTextContents()).map((text) => ORDER.find((step) => text.includes(step))!);

/** What the learner reads and presses, in each interface language the journeys run in. */
const WORDS = {
  en: {
    name: 'English',
    dir: 'ltr',
    nextKey: 'ArrowRight',
    true: 'True',
    false: 'False',
    submit: 'Submit answer',
    correct: 'Correct!',
    moveUp: (item: string) => `Move “${item}” up`,
    blank: 'Blank 1',
    card: (side: string) => `Card 1: ${side}`,
    pollShare: '100% (1 answer)',
    score: '100%',
    completed: 'Course completed',
  },
  ar: {
    name: 'Arabic, right to left',
    dir: 'rtl',
    // The arrows are mirrored: the next slide is to the left.
    nextKey: 'ArrowLeft',
    true: 'صح',
    false: 'خطأ',
    submit: 'أرسل الإجابة',
    correct: 'إجابة صحيحة!',
    // The course is in English: its words come isolated into the Arabic sentence.
    moveUp: (item: string) => `انقل «${isolated(item)}» إلى الأعلى`,
    blank: 'الفراغ 1',
    card: (side: string) => `البطاقة 1: ${isolated(side)}`,
    pollShare: '100',
    // The percent sign kept on the number's side by left-to-right marks.
    score: '100\u200e%',
    completed: 'اكتملت الدورة',
  },
} as const;

test.describe('interactions in the player', () => {
  for (const language of ['en', 'ar'] as const) {
    const w = WORDS[language];
    test(`a learner takes every interaction by keyboard only, in ${w.name}, on a wide screen`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const leaderEmail = unique('lead');
      const learnerEmail = unique('keys');
      const leader = await signedUpPage(browser, 'Lea Leader', leaderEmail);
      await signedUpPage(browser, 'Kim Keys', learnerEmail);
      const courseId = await publishedCourse(leader, language, [learnerEmail]);

      const page = await signedInPage(browser, learnerEmail, { language, viewport: WIDE });
      await page.goto(`/learn/${courseId}`);
      await expect(stage(page)).toHaveAttribute('data-layout', 'title');
      await expect(page.getByRole('heading', { level: 2, name: 'Fire safety' })).toBeVisible();
      await expect(page.locator('[data-player-mode] article')).toHaveAttribute('dir', w.dir);
      // A 16:9 stage on a wide screen.
      const box = (await stage(page).boundingBox())!;
      expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.05);
      await expect(page.locator('body')).not.toContainText('NOTE-FOR-AUTHOR');
      await expectNoSeriousViolations(page);

      const next = async () => {
        await page.locator('body').press(w.nextKey);
      };
      await next();
      await expect(stage(page)).toHaveAttribute('data-layout', 'two-columns');
      await next();

      // True or false: Space on the radio, Enter on the button.
      await page.getByRole('radio', { name: w.true }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: w.submit }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('interaction-feedback')).toContainText(w.correct);
      await expect(page.getByTestId('interaction-feedback')).toBeFocused();
      await next();

      // Ordering with the move buttons, by keyboard.
      for (const [target, item] of ORDER.entries()) {
        for (;;) {
          const items = await page.locator('[data-quiz-type="ordering"] li').allTextContents();
          const at = items.findIndex((text) => text.includes(item));
          if (at === target) break;
          await page.getByRole('button', { name: w.moveUp(item) }).focus();
          await page.keyboard.press('Enter');
        }
      }
      await page.getByRole('button', { name: w.submit }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('interaction-feedback')).toContainText(w.correct);
      await expectNoSeriousViolations(page);
      await next();

      // Matching: each select chosen from the keyboard.
      await page.getByLabel('Red').focus();
      await page.getByLabel('Red').selectOption('Stop');
      await page.getByLabel('Green').focus();
      await page.getByLabel('Green').selectOption('Safe');
      await page.getByRole('button', { name: w.submit }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('interaction-feedback')).toContainText(w.correct);
      await next();

      // Fill in the blank, matched ignoring case and spaces.
      await page.getByRole('textbox', { name: w.blank }).focus();
      await page.keyboard.type('  Car Park ');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('interaction-feedback')).toContainText(w.correct);
      await next();

      // A poll: no verdict, the split so far.
      await page.getByRole('radio', { name: 'Very' }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: w.submit }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('interaction-feedback')).toContainText(w.pollShare);
      await next();

      // Flashcards flip with Enter.
      await page.getByRole('button', { name: w.card('PPE') }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('button', { name: w.card('Protective equipment') }),
      ).toHaveAttribute('aria-pressed', 'true');
      await next();
      await expect(stage(page)).toHaveAttribute('data-layout', 'quote');
      await next();
      await expect(page.getByText(w.completed)).toBeVisible();
      // Four graded answers, all right; the poll is not scored.
      await expect(page.getByText(w.score)).toBeVisible();

      // Reloaded, the answers and their feedback are still there.
      await page.goto(`/learn/${courseId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Fire safety' })).toBeVisible();
    });
  }

  for (const language of ['ar', 'en'] as const) {
    const w = WORDS[language];
    test(`a learner takes them by touch on a 390 × 844 phone, in ${w.name}`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const leaderEmail = unique('lead');
      const learnerEmail = unique('touch');
      const leader = await signedUpPage(browser, 'Lea Leader', leaderEmail);
      await signedUpPage(browser, 'Tala Touch', learnerEmail);
      const courseId = await publishedCourse(leader, language, [learnerEmail]);

      const page = await signedInPage(browser, learnerEmail, { language, phone: true });
      await page.goto(`/learn/${courseId}`);
      await expect(page.locator('[data-player-mode] article')).toHaveAttribute('dir', w.dir);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
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
      await page.getByRole('radio', { name: w.false }).tap();
      await page.getByRole('button', { name: w.submit }).tap();
      await expect(page.getByTestId('interaction-feedback')).toContainText(w.true);
      await next();

      // Ordering by tapping the move buttons.
      for (const [target, item] of ORDER.entries()) {
        for (;;) {
          const items = await page.locator('[data-quiz-type="ordering"] li').allTextContents();
          if (items.findIndex((text) => text.includes(item)) === target) break;
          await page.getByRole('button', { name: w.moveUp(item) }).tap();
        }
      }
      await page.getByRole('button', { name: w.submit }).tap();
      await expect(page.getByTestId('interaction-feedback')).toBeVisible();
      await expectNoSeriousViolations(page);
      await next();
      await page.getByLabel('Red').selectOption('Safe');
      await page.getByLabel('Green').selectOption('Stop');
      await page.getByRole('button', { name: w.submit }).tap();
      await expect(page.getByTestId('interaction-feedback')).toContainText('Red');
      await next();
      await page.getByRole('textbox', { name: w.blank }).fill('car park');
      await page.getByRole('button', { name: w.submit }).tap();
      await next();
      await page.getByRole('radio', { name: 'Not yet' }).tap();
      await page.getByRole('button', { name: w.submit }).tap();
      await expect(page.getByTestId('interaction-feedback')).toContainText('100');
      await next();
      await page.getByRole('button', { name: w.card('PPE') }).tap();
      await expect(
        page.getByRole('button', { name: w.card('Protective equipment') }),
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
  }
});

test('a learner drags the steps into place with the mouse; a course without an ordering question never downloads dragging', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const leaderEmail = unique('lead');
  const learnerEmail = unique('drag');
  const leader = await signedUpPage(browser, 'Lea Leader', leaderEmail);
  await signedUpPage(browser, 'Dee Drag', learnerEmail);
  const withOrdering = await publishedCourse(leader, 'en', [learnerEmail]);
  const without = await publishedCourse(
    leader,
    'en',
    [learnerEmail],
    (slide) => slide.quiz?.type !== 'ordering',
  );
  const page = await signedInPage(browser, learnerEmail, { viewport: WIDE });
  // The drag layer is a chunk of its own (features/player/components/sortable-ordering.tsx).
  const dragLayer: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sortable-ordering-[\w-]{8}\.js$/.test(request.url()))
      dragLayer.push(request.url());
  });
  const firstSlide = page.getByRole('heading', { level: 2, name: 'Fire safety' });

  await page.goto(`/learn/${without}`);
  await expect(firstSlide).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dragLayer).toEqual([]);

  // A course with an ordering question fetches it as it opens, before its slide is reached.
  await page.goto(`/learn/${withOrdering}`);
  await expect(firstSlide).toBeVisible();
  await expect.poll(() => dragLayer.length).toBe(1);
  for (let i = 0; i < 3; i++) await page.locator('body').press('ArrowRight');
  const items = page.locator('[data-quiz-type="ordering"] li');
  await expect(items).toHaveCount(3);
  const steps = () => stepsIn(items);
  const [first, second, last] = await steps();
  // The last item's handle, dragged onto the first item.
  await items.nth(2).scrollIntoViewIfNeeded();
  await drag(page, items.nth(2).locator('[role="presentation"]'), items.nth(0));
  await expect.poll(steps).toEqual([last, first, second]);
  // Said as the move buttons say it.
  await expect(page.getByText(`“${last}” is now 1 of 3.`, { exact: true })).toBeAttached();
  // Nothing dragged counts until the learner sends it; then the verdict follows the new order.
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByTestId('interaction-feedback')).toBeVisible();
  const sent = await steps();
  const right = sent.every((step, at) => step === ORDER[at]);
  await expect(page.getByTestId('interaction-feedback')).toContainText(
    right ? 'Correct!' : 'Not quite',
  );
});

test('the ordering list does without its drag layer: at 320 px in Arabic a failed download reloads nothing and the buttons fit; a late one leaves the focus alone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = WORDS.ar;
  const learnerEmail = unique('nodrag');
  const leader = await signedUpPage(browser, 'Lea Leader', unique('lead'));
  await signedUpPage(browser, 'Nour Nodrag', learnerEmail);
  const courseId = await publishedCourse(leader, 'en', [learnerEmail]);
  const page = await signedInPage(browser, learnerEmail, {
    language: 'ar',
    viewport: { width: 320, height: 640 },
  });
  const dragLayer = /\/assets\/sortable-ordering-[\w-]{8}\.js$/;
  const ordering = page.locator('[data-quiz-type="ordering"]');
  const items = ordering.locator('li');
  const steps = () => stepsIn(items);
  const toOrdering = async () => {
    await expect(page.locator('[data-player-mode] article')).toBeVisible();
    for (let i = 0; i < 8 && !(await ordering.isVisible()); i++)
      await page.locator('body').press(w.nextKey);
    await expect(items).toHaveCount(3);
  };

  // 1. It cannot be downloaded: the page stays (no reload), the buttons move the items.
  await page.route(dragLayer, (route) => route.abort());
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`/learn/${courseId}`);
  await toOrdering();
  // Every move button inside the slide at 320 px (the row needed 270 px of 214 before).
  const slide = (await stage(page).boundingBox())!;
  for (const button of await ordering.locator('li button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(slide.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(slide.x + slide.width + 0.5);
  }
  const [first, second, last] = await steps();
  await page.getByRole('button', { name: w.moveUp(last!) }).click();
  await expect.poll(steps).toEqual([first, last, second]);
  expect(loads).toBe(1);

  // 2. It arrives while the learner is moving items by keyboard: the focus stays on the item.
  await page.unroute(dragLayer);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(dragLayer, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/learn/${courseId}`);
  await toOrdering();
  const [, , moved] = await steps();
  const up = page.getByRole('button', { name: w.moveUp(moved!) });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(up).toBeFocused();
  const arrived = page.waitForResponse(dragLayer);
  release();
  await arrived;
  await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await steps())[0]).toBe(moved);
});

test('a leader builds a course from a starter course, changes layouts and theme, adds each interaction; all kept after a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedUpPage(browser, 'Eda Editor', unique('editor'));
  await page.goto('/course/new');
  await page.getByText('Welcome aboard', { exact: true }).click();
  await page.getByRole('button', { name: 'Create from this starter course' }).click();
  await expect(page).toHaveURL(/\/courses\/edit\/slides\/[\w-]+$/);
  const courseId = page.url().split('/').pop()!;
  const labels = page.getByTestId('slide-thumb-label');
  await expect(labels).toHaveCount(8);
  const saved = page.locator('[data-save-status]');
  const canvasStage = page.getByTestId('canvas-stage').locator('.slide-stage');
  const miniatures = page.getByTestId('slide-miniature');
  const colourOf = (locator: Locator, property: 'color' | 'backgroundColor' | 'fontFamily') =>
    locator.evaluate((el, name) => getComputedStyle(el)[name], property);

  // The canvas is the slide on its stage; the thumbnails show each layout in miniature.
  await expect(canvasStage).toHaveAttribute('data-layout', 'title');
  await expect(miniatures.nth(1)).toHaveAttribute('data-layout', 'media-right');

  // The course theme: a built-in theme, fonts, and an accent the titles must be readable in.
  await page.getByRole('button', { name: 'Course theme' }).click();
  await expect(page.getByRole('button', { name: 'Course theme' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The choices are cards (the radio itself is visually hidden): a click on the card.
  await page.getByText('Forest', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Forest' })).toBeChecked();
  await page.getByText('Serif titles', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Serif titles' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Colour the titles with my own accent' }).check();
  const accent = page.getByLabel('Accent colour for titles');
  await accent.fill('#ffff00');
  await expect(page.getByRole('alert')).toContainText(
    /Titles in #ffff00 would have a contrast of 1\.\d+:1 on the slide background; large titles need at least 3:1\./,
  );
  await expect(accent).toHaveAttribute('aria-invalid', 'true');
  await accent.fill('#db2777');
  await expect(accent).not.toHaveAttribute('aria-invalid');
  await expectNoSeriousViolations(page, 'slide editor with the theme panel open');
  await expect(canvasStage.locator('.slide-title')).toHaveCSS('color', 'rgb(219, 39, 119)');
  expect(await colourOf(canvasStage.locator('.slide-title'), 'fontFamily')).toMatch(/Georgia/);

  // A slide background colour the text cannot be read on is refused, with the ratio.
  await page.getByRole('radio', { name: 'Colour', exact: true }).check();
  const background = page.getByLabel('Background colour');
  await background.fill('#777777');
  await expect(page.getByRole('status').filter({ hasText: 'Text on' })).toHaveText(
    /Text on #777777 would have a contrast of 4\.\d+:1; body text needs at least 4\.5:1\./,
  );
  await background.fill('#fde68a');
  await expect(canvasStage).toHaveCSS('background-color', 'rgb(253, 230, 138)');
  await expect(miniatures.first()).toHaveCSS('background-color', 'rgb(253, 230, 138)');
  await expect(saved).toHaveAttribute('data-save-status', 'saved', { timeout: 15_000 });

  // Slide 3: its layout changes, and a picture background is dimmed as much as its text needs.
  await page.getByRole('button', { name: /Slide 3 of 8/ }).click();
  await page.getByLabel('Layout').selectOption('media-left');
  await page.getByRole('radio', { name: 'Picture', exact: true }).check();
  await page.getByLabel('Picture file').setInputFiles({
    name: 'wall.png',
    mimeType: 'image/png',
    buffer: twoTonePng(160, 90, 0x5b, 0xe0),
  });
  await expect(
    page.getByText(/Dimmed to 50% so that the text reads on this picture\./),
  ).toBeVisible();
  await page.getByLabel('Dimming').fill('20');
  await expect(
    page.getByText(
      /At 20% dimming, text on this picture has a contrast of about [\d.]+:1; it needs at least 4\.5:1\. Dim it to at least 50%\./,
    ),
  ).toBeVisible();
  await expect(miniatures.nth(2)).toHaveAttribute('data-layout', 'media-left');
  // Its picture beside the text: refused without a description, then on the canvas at once.
  const mediaPicture = page.getByLabel('Picture for the slide');
  await mediaPicture.setInputFiles({
    name: 'oak.png',
    mimeType: 'image/png',
    buffer: twoTonePng(80, 60, 0x30, 0x90),
  });
  await page.getByRole('button', { name: 'Use this picture' }).click();
  await expect(page.getByText('Describe the picture for people who cannot see it.')).toBeVisible();
  await page.getByLabel('Alternative text').fill('An oak tree in autumn');
  await page.getByRole('button', { name: 'Use this picture' }).click();
  await expect(canvasStage.getByRole('img', { name: 'An oak tree in autumn' })).toBeVisible();
  await expect(saved).toHaveAttribute('data-save-status', 'saved', { timeout: 15_000 });

  // Browsing the kinds from the keyboard adds nothing; Escape closes the menu on its button.
  const addInteraction = page.getByRole('button', { name: 'Add an interaction' });
  // The pointer, left where the picture dialog was, must not sit over the menu: an item under
  // it takes the focus when the menu appears (Radix follows the pointer), as for anyone.
  await page.mouse.move(0, 0);
  await addInteraction.focus();
  // The first press opens the menu on its first kind; each next one moves once it is open.
  for (const kind of ['True or false', 'Put in order', 'Matching pairs']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: kind })).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(addInteraction).toBeFocused();
  await expect(labels).toHaveCount(8);

  // One slide of each interaction, chosen from the menu; focus goes to the new slide.
  for (const [index, [label, type]] of [
    ['True or false', 'true_false'],
    ['Put in order', 'ordering'],
    ['Matching pairs', 'matching'],
    ['Fill in the blanks', 'fill_blank'],
    ['Poll', 'poll'],
    ['Flashcards', 'flashcards'],
  ].entries()) {
    await addInteraction.click();
    await page.getByRole('menuitem', { name: label! }).click();
    await expect(page.locator('[data-interaction-editor]')).toHaveAttribute(
      'data-interaction-editor',
      type!,
    );
    await expect(labels).toHaveCount(9 + index);
    await expect(page.getByTestId('slide-list').locator(':focus')).toHaveAttribute(
      'aria-current',
      'true',
    );
  }
  // The last one added is selected; twelve cards do not fit the stage, and the editor says so.
  const scrolls = page.getByTestId('stage-scrolls');
  await expect(scrolls).toHaveText('');
  await page
    .getByLabel('Cards')
    .fill(Array.from({ length: 12 }, (_, i) => `Word ${i + 1} = Meaning ${i + 1}`).join('\n'));
  await expect(scrolls).toHaveText(/^Learners will scroll this slide/);
  await expect(scrolls).toHaveAttribute('role', 'status');
  await expect(saved).toHaveAttribute('data-save-status', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(labels).toHaveCount(14);
  await expect(miniatures.first()).toHaveCSS('background-color', 'rgb(253, 230, 138)');
  await expect(miniatures.nth(2)).toHaveAttribute('data-layout', 'media-left');
  await page.getByRole('button', { name: /Slide 3 of 14/ }).click();
  await expect(canvasStage.getByRole('img', { name: 'An oak tree in autumn' })).toBeVisible();
  await page.getByRole('button', { name: /Slide 1 of 14/ }).click();
  // On its own colour a title takes the readable text colour; elsewhere, the accent.
  await expect(canvasStage.locator('.slide-title')).toHaveCSS('color', 'rgb(18, 48, 28)');
  await page.getByRole('button', { name: /Slide 2 of 14/ }).click();
  await expect(canvasStage.locator('.slide-title')).toHaveCSS('color', 'rgb(219, 39, 119)');
  const course = await (await page.request.get(`/api/v1/courses/${courseId}`)).json();
  expect(course.theme).toEqual({ preset: 'forest', accent: '#db2777', font: 'serif' });
  const slides = (await (await page.request.get(`/api/v1/courses/${courseId}/slides`)).json()) as {
    items: {
      kind: string;
      layout: string;
      background?: { color?: string; uploadId?: string; dim?: number };
      media?: { uploadId?: string; alt?: string; type?: string };
      quiz?: { type?: string };
      cards?: unknown[];
    }[];
  };
  expect(slides.items[0]!.background).toEqual({ color: '#fde68a' });
  expect(slides.items[2]).toMatchObject({ layout: 'media-left', background: { dim: 50 } });
  expect(slides.items[2]!.background!.uploadId).toBeTruthy();
  expect(slides.items[2]!.media).toMatchObject({ type: 'image', alt: 'An oak tree in autumn' });
  expect(slides.items[2]!.media!.uploadId).toBeTruthy();
  expect(slides.items[2]!.media!.uploadId).not.toBe(slides.items[2]!.background!.uploadId);
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
  expect(slides.items.filter((s) => s.quiz?.type === 'true_false')).toHaveLength(1);
  // The interactions went in after slide 3, the flashcards last among them.
  expect(slides.items[8]!.cards).toHaveLength(12);
});
