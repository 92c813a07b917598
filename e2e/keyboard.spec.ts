import { expect, test, type Page } from '@playwright/test';
import {
  api,
  arrowTo,
  expectFocusKept,
  focusedElement,
  publishedCourse,
  signUp,
  freshPage,
  tabTo,
  unique,
} from './support/a11y';
import { png } from './support/images';

// Keyboard only: no click, no mouse, from the course's creation to the learner's last answer.

interface Node {
  type: string;
  attrs?: Record<string, unknown>;
  content?: Node[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}
const nodes = (node: Node): Node[] => [node, ...(node.content ?? []).flatMap(nodes)];

const body = (page: Page) => page.getByRole('textbox', { name: 'Slide content' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });

/** Whether the focused element is, or is inside, an element that matches `selector`. */
const focusIsWithin = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** From the slide's text, Shift+Tab lands on the toolbar's one tab stop. */
async function backToToolbar(page: Page) {
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusIsWithin(page, '[role=toolbar]')).toBe(true);
}

test('a leader builds, publishes and assigns a course with the keyboard alone; focus never drops to the page', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const leader = unique('keys.leader');
  const learner = unique('keys.learner');
  await signUp(page, 'Kim Keys', leader);
  const other = await browser.newPage();
  await signUp(other, 'Lee Learner', learner);
  await other.close();

  // Create the course: the editor opens with focus on its heading.
  await page.goto('/course/new');
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type('Keyboard course');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses\/edit\/slides\//);
  const courseId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyboard course');
  await expectFocusKept(page, 'the editor opened');

  // Add a slide, then write in it.
  await tabTo(page, page.getByRole('button', { name: 'Add the first slide' }));
  await page.keyboard.press('Enter');
  await expect(body(page)).toBeVisible();
  await expectFocusKept(page, 'adding a slide');
  await tabTo(page, body(page));
  await page.keyboard.type('Read this ');

  // The toolbar: one tab stop; arrows move between its buttons and change nothing.
  await backToToolbar(page);
  const before = await body(page).innerHTML();
  const stops = await toolbar(page).locator('[tabindex="0"]').count();
  expect(stops).toBe(1);
  await page.keyboard.press('Home');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown'); // opens the text style menu, if it has focus
  await page.keyboard.press('Escape');
  expect(await body(page).innerHTML()).toBe(before);
  await expectFocusKept(page, 'the arrow keys in the toolbar');

  // Bold from the toolbar: Enter acts, and the typing goes on in bold.
  await arrowTo(page, 'Bold');
  await page.keyboard.press('Enter');
  await expect(body(page)).toBeFocused();
  await page.keyboard.type('carefully');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('. ');

  // A link: the dialog opens on the address.
  await backToToolbar(page);
  await arrowTo(page, 'Link');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Link address')).toBeFocused();
  await page.keyboard.type('https://example.com/guide');
  await page.keyboard.press('Enter');
  await expect(body(page).getByRole('link', { name: 'https://example.com/guide' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(body(page)).toBeFocused();

  // An uploaded image: the file chosen from the focused field (Space), then its description.
  // Playwright intercepts the chooser once it is told to over the wire: asked for before the
  // dialog opens, not just before the key, so that a busy machine cannot let the key win.
  const chooser = page.waitForEvent('filechooser');
  await backToToolbar(page);
  await arrowTo(page, 'Upload an image');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'File Choose a file…' })).toBeFocused();
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png(1, 1) });
  // Without a description (and not marked decorative) the image is refused, with the reason.
  await tabTo(page, page.getByRole('button', { name: 'Upload', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Describe the image, or mark it as decorative.')).toBeVisible();
  await tabTo(page, page.getByLabel('Alternative text'), { back: true });
  await page.keyboard.type('A bar chart of sales');
  await page.keyboard.press('Enter');
  await expect(body(page).getByRole('img', { name: 'A bar chart of sales' })).toBeVisible();
  // The dialog hands focus back to the editor as it finishes closing: wait for that, or it
  // could take focus from the toolbar below.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectFocusKept(page, 'the upload');

  // An embedded video.
  await body(page).press('End');
  await backToToolbar(page);
  await arrowTo(page, 'Embed a YouTube or Vimeo video');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Video address')).toBeFocused();
  await page.keyboard.type('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.keyboard.press('Enter');
  await expect(body(page).locator('iframe')).toHaveCount(1);
  await expectFocusKept(page, 'the embed');

  // All of it is saved.
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved', {
    timeout: 15_000,
  });
  // "Saved" can still describe the save before the last edit: wait for the stored body
  // to hold everything, then check each part.
  const savedNodes = async () => {
    const slides = await api<{ items: { body?: Node }[] }>(
      page,
      'GET',
      `/api/v1/courses/${courseId}/slides`,
    );
    return nodes(slides.items[0]!.body!);
  };
  await expect
    .poll(
      async () => {
        const saved = await savedNodes();
        return saved.some((n) => n.type === 'image') && saved.some((n) => n.type === 'videoEmbed');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const all = await savedNodes();
  expect(all.some((n) => n.text === 'carefully' && n.marks?.some((m) => m.type === 'bold'))).toBe(
    true,
  );
  expect(
    all.some((n) =>
      n.marks?.some((m) => m.type === 'link' && m.attrs?.href === 'https://example.com/guide'),
    ),
  ).toBe(true);
  expect(all.find((n) => n.type === 'image')?.attrs?.alt).toBe('A bar chart of sales');
  expect(all.some((n) => n.type === 'videoEmbed')).toBe(true);

  // Publish: focus moves to the next action, and the toast never takes a Tab.
  await page.goto(`/courses/view/${courseId}`);
  await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('“Keyboard course” is published. You can now assign it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expectFocusKept(page, 'publishing');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const inToast = await focusIsWithin(page, '[data-sonner-toaster]');
    expect(inToast, `Tab ${i + 1} reached a toast`).toBe(false);
  }

  // Delete, then Escape: focus returns to the Delete button.
  const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, deleteButton, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  // The focus moves in, and Escape is listened for, just after the dialog paints (Radix, in
  // effects): a key sent the moment it shows could reach the page before (CI, at a busy moment).
  await expect.poll(() => focusIsWithin(page, '[role="dialog"]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  // Assign: the address becomes a chip, the Assign button sends, focus stays on the form.
  await page.goto(`/courses/${courseId}/assign`);
  await tabTo(page, page.getByRole('combobox', { name: 'People' }), { max: 60 });
  await page.keyboard.type(learner);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'People chosen' }).getByText(learner)).toBeVisible();
  await expectFocusKept(page, 'adding a person');
  await tabTo(page, page.getByRole('button', { name: 'Assign', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Assigned to 1 person/)).toBeVisible();
  await expectFocusKept(page, 'assigning');
  await expect(page.locator(`tr[data-assignee="${learner}"]`)).toBeVisible();
  await expectFocusKept(page, 'the assignee table updated');
});

test('a learner takes a course by keyboard: the player opens on its heading, Next lands on the new slide, each answer is at most 3 Tabs away', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const leader = unique('keys.author');
  const learner = unique('keys.taker');
  await signUp(page, 'Ada Author', leader);
  const learnerPage = await freshPage(browser);
  await signUp(learnerPage, 'Tom Taker', learner);
  const courseId = await publishedCourse(page, 'Colours by keyboard');
  await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { emails: [learner] });

  await learnerPage.goto('/learn');
  const open = learnerPage.getByRole('link', { name: 'Start' });
  await tabTo(learnerPage, open, { max: 40 });
  await learnerPage.keyboard.press('Enter');
  await expect(learnerPage).toHaveURL(new RegExp(`/learn/${courseId}`));
  await expect(learnerPage.getByRole('heading', { level: 2 })).toHaveText('Welcome');
  await expectFocusKept(learnerPage, 'the player opened');

  await tabTo(learnerPage, learnerPage.getByRole('button', { name: 'Next' }), { max: 40 });
  await learnerPage.keyboard.press('Enter');
  const heading = learnerPage.getByRole('heading', { level: 2, name: 'Quick check' });
  await expect(heading).toBeFocused();

  for (const [index, option] of ['Red', 'Blue', 'Seven'].entries()) {
    await heading.focus();
    for (let i = 0; i <= index; i++) await learnerPage.keyboard.press('Tab');
    expect(await focusedElement(learnerPage), `${option} after ${index + 1} Tabs`).toContain(
      option,
    );
    expect(index + 1).toBeLessThanOrEqual(3);
  }
  await heading.focus();
  await learnerPage.keyboard.press('Tab');
  await learnerPage.keyboard.press('Space'); // Red
  await learnerPage.keyboard.press('Tab');
  await learnerPage.keyboard.press('Space'); // Blue
  await tabTo(learnerPage, learnerPage.getByRole('button', { name: 'Submit answer' }));
  await learnerPage.keyboard.press('Enter');
  await expect(learnerPage.getByText('Correct!')).toBeVisible();
  await expectFocusKept(learnerPage, 'answering');
});

test('a control reached by the keyboard is never hidden under the sticky header', async ({
  browser,
}) => {
  const page = await freshPage(browser, { viewport: { width: 1280, height: 600 } });
  await signUp(page, 'Hana Header', unique('header.leader'));
  const courseId = await publishedCourse(page, 'A long form');
  await page.goto(`/courses/edit/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit course' })).toBeVisible();

  // Forward to the end of the page, then back up through every stop: going up, each control
  // is scrolled to the top edge, where the header would cover it.
  let stops = 0;
  do {
    await page.keyboard.press('Tab');
    stops++;
  } while (stops < 80 && (await page.evaluate(() => document.activeElement !== document.body)));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const hidden: string[] = [];
  for (let i = 1; i < stops; i++) {
    await page.keyboard.press('Shift+Tab');
    const covered = await page.evaluate(() => {
      const el = document.activeElement;
      const header = document.querySelector('header');
      // The header's, the sidebar's and the skip link (drawn over the header) are exempt.
      if (!el || !header || el.closest('header, nav, aside')) return null;
      if (getComputedStyle(el).position === 'fixed') return null;
      const top = el.getBoundingClientRect().top;
      const under = top < header.getBoundingClientRect().bottom;
      return under ? `${el.outerHTML.slice(0, 80)} at ${top}` : null;
    });
    if (covered) hidden.push(covered);
  }
  expect(hidden).toEqual([]);
  await page.context().close();
});
