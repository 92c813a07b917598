import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './env';
import { confirmAddress } from './mail';

/*
 * Shared by the browser journeys: accounts, sessions and data made through the API, and
 * the keyboard helpers (Tab until a control has focus, describe what has focus).
 */

export const PASSWORD = 'access pass 2468';
export const origin = { origin: BASE_URL };

export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

export async function api<T = unknown>(page: Page, method: string, path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: origin,
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * Signs up and confirms the address, as a person does: the link signs the page in (courses
 * shared with the address then attach). An unconfirmed account cannot sign in.
 */
export async function signUp(page: Page, name: string, email: string) {
  await api(page, 'POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD });
  await confirmAddress(page.request, email);
}

/** A new browser context with a new account signed in (address confirmed). */
export async function signedUpPage(
  browser: Browser,
  name: string,
  email: string,
  options: SessionOptions = {},
) {
  const page = await freshPage(browser, options);
  await signUp(page, name, email);
  return page;
}

export interface SessionOptions {
  language?: string;
  theme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  /** A phone: its size, touch, and a mobile browser. */
  phone?: boolean;
}

const PHONE = { width: 390, height: 844 };

/** A new browser context signed in as `email`, in a language and theme. */
export async function signedInPage(browser: Browser, email: string, options: SessionOptions = {}) {
  const page = await freshPage(browser, options);
  await api(page, 'POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  return page;
}

/** A new, signed-out browser context in a language and theme. */
export async function freshPage(browser: Browser, options: SessionOptions = {}) {
  const { language = 'en', theme = 'light', viewport, deviceScaleFactor, phone } = options;
  const context = await browser.newContext({
    baseURL: BASE_URL,
    ...(viewport ? { viewport } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(phone ? { viewport: PHONE, hasTouch: true, isMobile: true } : {}),
  });
  await context.addInitScript(
    ([lng, mode]) => {
      localStorage.setItem('i18nextLng', lng);
      localStorage.setItem('slidewise.display', JSON.stringify({ themeMode: mode }));
    },
    [language, theme] as const,
  );
  return context.newPage();
}

export interface QuizSpec {
  question: string;
  options: string[];
  correct: number[];
  multiple: boolean;
  explanation?: string;
}

/**
 * A course made through the API (`course`: title and any other field), its slides added,
 * then published with `settings` (pass mark, attempts…); returns its id.
 */
export async function publishCourse(
  page: Page,
  course: { title: string } & Record<string, unknown>,
  slides: Record<string, unknown>[],
  {
    settings = {},
    beforePublishing,
  }: {
    settings?: Record<string, unknown>;
    /** Between adding the slides and publishing: the leader's own steps (the editor). */
    beforePublishing?: (courseId: string) => Promise<void>;
  } = {},
) {
  const { id } = await api<{ id: string }>(page, 'POST', '/api/v1/courses', course);
  for (const slide of slides) await api(page, 'POST', `/api/v1/courses/${id}/slides`, slide);
  await beforePublishing?.(id);
  const current = await api<{ version: number }>(page, 'GET', `/api/v1/courses/${id}`);
  await api(page, 'PATCH', `/api/v1/courses/${id}`, {
    version: current.version,
    status: 'published',
    ...settings,
  });
  return id;
}

/** A published course: a content slide, a quiz, a closing slide (`options` as `publishCourse`'s). */
export function publishedCourse(
  page: Page,
  title: string,
  quiz: QuizSpec = {
    question: 'Which of these are colours?',
    options: ['Red', 'Blue', 'Seven'],
    correct: [0, 1],
    multiple: true,
  },
  options: Parameters<typeof publishCourse>[3] = {},
) {
  return publishCourse(
    page,
    { title, language: 'en', description: 'A short course.' },
    [
      { kind: 'content', title: 'Welcome', body: doc('Colours are everywhere around us.') },
      { kind: 'quiz', title: 'Quick check', quiz },
      { kind: 'content', title: 'Wrap-up', body: doc('That is all for today.') },
    ],
    options,
  );
}

/** What has focus, for messages and checks: tag, role and name. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name.trim().slice(0, 60)}"`;
  });
}

export async function expectFocusKept(page: Page, after: string) {
  await expect
    .poll(() => focusedElement(page), { message: `focus after ${after}` })
    .not.toBe('body');
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return i;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${max} Tabs did not reach ${target.toString()}; at ${await focusedElement(page)}`,
  );
}

/** Presses an arrow key inside a toolbar until the control named `name` has focus. */
export async function arrowTo(page: Page, name: string | RegExp, key = 'ArrowRight') {
  for (let i = 0; i < 40; i++) {
    const label = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? '',
    );
    if (typeof name === 'string' ? label === name : name.test(label)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`the arrow keys did not reach ${String(name)}`);
}
