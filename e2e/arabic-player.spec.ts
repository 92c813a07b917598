import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { api, freshPage, publishedCourse, signUp, unique } from './support/a11y';

// The Arabic interface's own words for the player.
const ar = JSON.parse(readFileSync('apps/web/src/locales/ar/player.json', 'utf8')) as {
  player: {
    next: string;
    previous: string;
    finish: string;
    navigation: string;
    quiz: { submit: string; singleHint: string; incorrect: string };
    end: { scoreLabel: string };
  };
};
const arLearning = (
  JSON.parse(readFileSync('apps/web/src/locales/ar/learning.json', 'utf8')) as {
    learning: { outcome: { whatWasWrong: string; tryAgain: string; downloadCertificate: string } };
  }
).learning;

const box = async (locator: Locator) => (await locator.boundingBox())!;

/**
 * How course `text` sits in `block`: the direction it reads in (its own element's), the block's,
 * whether its last character is drawn at its right end, and how far its right end is from the
 * block's right content edge (the start edge of a right-to-left page).
 */
const courseText = (block: Locator, text: string) =>
  block.evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent!.includes(text)) node = walker.nextNode();
    const range = document.createRange();
    range.selectNodeContents(node!);
    const run = range.getBoundingClientRect();
    range.setStart(node!, node!.textContent!.length - 1);
    const last = range.getBoundingClientRect();
    const style = getComputedStyle(element);
    const contentRight =
      element.getBoundingClientRect().right -
      parseFloat(style.paddingRight) -
      parseFloat(style.borderRightWidth);
    return {
      reads: getComputedStyle(node!.parentElement!).direction,
      block: style.direction,
      endsRight: last.right >= run.right - 1,
      fromStart: Math.round(contentRight - run.right),
    };
  }, text);
const atStartReadingLeftToRight = { reads: 'ltr', block: 'rtl', endsRight: true, fromStart: 0 };

test("an English course in the Arabic interface: the player's chrome reads right to left, the slide left to right", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const learner = unique('arabic.learner');
  await signUp(page, 'Amal Author', unique('arabic.author'));
  const courseId = await publishedCourse(page, 'Colours in English', {
    question: 'Which colour is the sky?',
    options: ['Green', 'Blue'],
    correct: [1],
    multiple: false,
  });
  await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { emails: [learner] });

  const learnerPage = await freshPage(browser, { language: 'ar' });
  await signUp(learnerPage, 'Layla', learner);
  await learnerPage.goto(`/learn/${courseId}`);
  await expect(learnerPage.locator('html')).toHaveAttribute('dir', 'rtl');

  // The slide itself is English, left to right.
  const article = learnerPage.getByRole('article');
  await expect(article).toHaveAttribute('dir', 'ltr');
  await expect(article).toHaveAttribute('lang', 'en');
  await expect(learnerPage.getByRole('heading', { level: 2 })).toHaveText('Welcome');

  // The progress bar fills from the right.
  const track = learnerPage.getByRole('progressbar');
  await expect(track).toHaveAttribute('aria-valuenow', '1');
  const fill = track.locator('div').first();
  const [trackBox, fillBox] = [await box(track), await box(fill)];
  expect(fillBox.width).toBeLessThan(trackBox.width * 0.5);
  expect(Math.abs(fillBox.x + fillBox.width - (trackBox.x + trackBox.width))).toBeLessThan(1.5);
  expect(fillBox.x).toBeGreaterThan(trackBox.x + 10);

  // Next sits on the left and its chevron points left; Previous sits on the right, pointing right.
  const next = learnerPage.getByRole('button', { name: ar.player.next });
  const previous = learnerPage.getByRole('button', { name: ar.player.previous });
  expect((await box(next)).x).toBeLessThan((await box(previous)).x);
  const pointsLeft = (button: Locator) =>
    button.locator('svg').evaluate((svg) => {
      // lucide draws ChevronRight pointing right and ChevronLeft pointing left; a 180° turn flips it.
      const drawnRight = svg.classList.contains('lucide-chevron-right');
      const turned = getComputedStyle(svg).rotate === '180deg';
      return drawnRight === turned;
    });
  expect(await pointsLeft(next)).toBe(true);
  expect(await pointsLeft(previous)).toBe(false);

  // ← moves on in a right-to-left interface, whatever the course's language.
  await learnerPage.locator('body').press('ArrowLeft');
  await expect(learnerPage.getByRole('heading', { level: 2 })).toHaveText('Quick check');

  await learnerPage.getByRole('radio', { name: 'Blue' }).check();
  await learnerPage.getByRole('button', { name: ar.player.quiz.submit }).click();
  await next.click();
  await learnerPage.getByRole('button', { name: ar.player.finish }).click();

  // The score reads right to left: the label first (on the right), then the figure.
  const score = learnerPage.locator('p', { hasText: ar.player.end.scoreLabel });
  await expect(score).toBeVisible();
  const order = await score.evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p.firstChild!);
    const label = range.getBoundingClientRect();
    const figure = p.querySelector('strong')!.getBoundingClientRect();
    return {
      direction: getComputedStyle(p).direction,
      labelRightOfFigure: label.left >= figure.right - 1,
      figure: p.querySelector('strong')!.textContent,
    };
  });
  expect(order.direction).toBe('rtl');
  expect(order.labelRightOfFigure).toBe(true);
  // Percentages are written one way in Arabic: as Intl writes them (as the reports do).
  expect(order.figure).toBe(new Intl.NumberFormat('ar', { style: 'percent' }).format(1));
});

for (const language of ['en', 'ar']) {
  test(`on a phone, nothing moves when the course arrives (${language})`, async ({
    page,
    browser,
  }) => {
    const { back } = (
      JSON.parse(readFileSync(`apps/web/src/locales/${language}/learning.json`, 'utf8')) as {
        learning: { player: { back: string } };
      }
    ).learning.player;
    const learner = unique(`still.learner.${language}`);
    await signUp(page, 'Sami Author', unique('still.author'));
    const courseId = await publishedCourse(page, 'Standing still');
    await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { emails: [learner] });

    const phone = await freshPage(browser, { language, viewport: { width: 360, height: 740 } });
    await signUp(phone, 'Sami', learner);
    // The course is held back until the loading screen has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await phone.route(`**/api/v1/learning/${courseId}`, async (route) => {
      await held;
      await route.continue();
    });
    await phone.goto(`/learn/${courseId}`);
    const backLink = phone.getByRole('link', { name: back });
    const loading = phone.locator('[aria-busy="true"] [role="status"]');
    await expect(loading).toBeAttached();
    // The slide's place: the status's last block (the title's, from `sm` up, is before it).
    const before = {
      back: await box(backLink),
      slide: await box(loading.locator(':scope > div').last()),
    };

    release();
    await expect(phone.getByRole('heading', { level: 2 })).toHaveText('Welcome');
    const after = { back: await box(backLink), slide: await box(phone.getByRole('article')) };
    expect(Math.abs(after.slide.y - before.slide.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.back.x - before.back.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.back.y - before.back.y)).toBeLessThanOrEqual(2);
    await phone.context().close();
  });
}

test("an English course in the Arabic interface: its words read left to right from the page's start edge, the slide's own instructions and feedback are Arabic, and the feedback clears the bar", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const learner = unique('arabic.course.text');
  const title = 'Ladder safety (part 2)';
  const question = 'How many points of contact?';
  await signUp(page, 'Amal Author', unique('arabic.course.author'));
  const courseId = await publishedCourse(
    page,
    title,
    {
      question,
      options: ['One', 'Three', 'Five'],
      correct: [1],
      multiple: false,
      explanation: 'Two feet and a hand, or two hands and a foot.',
    },
    { settings: { passMark: 100, maxAttempts: 3, validForDays: 365 } },
  );
  await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { emails: [learner] });

  const learnerPage = await freshPage(browser, {
    language: 'ar',
    viewport: { width: 1280, height: 800 },
  });
  await signUp(learnerPage, 'Layla', learner);

  // My learning: the card's title.
  await learnerPage.goto('/learn');
  const cardTitle = learnerPage.getByRole('heading', { level: 2, name: title });
  expect.soft(await courseText(cardTitle, title)).toEqual(atStartReadingLeftToRight);

  // The player: the course title above the slide.
  await learnerPage.goto(`/learn/${courseId}`);
  const courseTitle = learnerPage.getByRole('heading', { level: 1 });
  await expect(courseTitle).toHaveText(title);
  expect.soft(await courseText(courseTitle, title)).toEqual(atStartReadingLeftToRight);

  // The question is English; the instruction under it and Submit are the interface's, in Arabic.
  await learnerPage.getByRole('button', { name: ar.player.next }).click();
  const langAndDirection = (locator: Locator) =>
    locator.evaluate((element) => ({
      lang: element.closest('[lang]')?.getAttribute('lang'),
      direction: getComputedStyle(element).direction,
    }));
  expect.soft(await langAndDirection(learnerPage.getByText(question))).toEqual({
    lang: 'en',
    direction: 'ltr',
  });
  const submit = learnerPage.getByRole('button', { name: ar.player.quiz.submit });
  for (const words of [learnerPage.getByText(ar.player.quiz.singleHint), submit])
    expect.soft(await langAndDirection(words)).toEqual({ lang: 'ar', direction: 'rtl' });

  // The feedback takes the focus, in Arabic, in full view above the sticky Previous / Next bar.
  await learnerPage.getByRole('radio', { name: 'One' }).check();
  await submit.click();
  const verdict = learnerPage.getByText(ar.player.quiz.incorrect);
  await expect(verdict).toBeVisible();
  expect.soft(await langAndDirection(verdict)).toEqual({ lang: 'ar', direction: 'rtl' });
  const feedback = learnerPage.locator('form [aria-live="polite"] > [tabindex="-1"]');
  await expect(feedback).toBeFocused();
  const nav = learnerPage.getByRole('navigation', { name: ar.player.navigation });
  // Measured once the focus has scrolled it: the room between its bottom and the bar's top.
  await expect
    .configure({ soft: true })
    .poll(async () => {
      const [panel, bar] = [await box(feedback), await box(nav)];
      return Math.round(bar.y - (panel.y + panel.height));
    })
    .toBeGreaterThanOrEqual(0);

  // The results screen lists the question as written, from the right.
  await learnerPage.getByRole('button', { name: ar.player.next }).click();
  await learnerPage.getByRole('button', { name: ar.player.finish }).click();
  const wrong = learnerPage.getByRole('region', { name: arLearning.outcome.whatWasWrong });
  expect
    .soft(await courseText(wrong.locator('p', { hasText: question }), question))
    .toEqual(atStartReadingLeftToRight);

  // Passed on the second try: the certificate's check shows the course from the right too.
  await learnerPage.getByRole('button', { name: new RegExp(arLearning.outcome.tryAgain) }).click();
  await learnerPage.getByRole('radio', { name: 'Three' }).check();
  await learnerPage.getByRole('button', { name: ar.player.quiz.submit }).click();
  await learnerPage.getByRole('button', { name: ar.player.next }).click();
  await learnerPage.getByRole('button', { name: ar.player.finish }).click();
  const download = learnerPage.getByRole('link', { name: arLearning.outcome.downloadCertificate });
  const certificateId = (await download.getAttribute('href'))!.split('/').at(-2)!;
  await learnerPage.goto(`/verify/${certificateId}`);
  const course = learnerPage.locator('dd', { hasText: title });
  await expect(course).toBeVisible();
  expect.soft(await courseText(course, title)).toEqual(atStartReadingLeftToRight);
  await learnerPage.context().close();
});
