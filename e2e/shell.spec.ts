import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';
import { chooseLanguage } from './support/language';
import {
  DEFAULT_DISPLAY_SETTINGS as DISPLAY_DEFAULTS,
  DISPLAY_SETTINGS_KEY as DISPLAY_KEY,
} from '../apps/web/src/features/display-settings/display-settings';

// Surfaces of the schemes in styles.css, as the browser reports them.
const SURFACE = {
  slate: 'rgb(248, 250, 252)',
  gray: 'rgb(249, 250, 251)',
  cinder: 'rgb(17, 16, 21)',
  midnight: 'rgb(11, 18, 32)',
};

test.use({ viewport: { width: 1400, height: 900 } });

/** A fresh account, signed in on this page's context. */
const signUpShell = (page: Page, name = 'Shell Person') => signUp(page, name, unique('shell'));

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main#main h1')).toBeVisible();
}

const html = (page: Page) => page.locator('html');
const sidebar = (page: Page) => page.locator('#app-sidebar');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

async function stored(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), DISPLAY_KEY);
}

function rootStyle(page: Page, property: string): Promise<string> {
  return page.evaluate(
    (name) =>
      name.startsWith('--')
        ? getComputedStyle(document.documentElement).getPropertyValue(name).trim()
        : getComputedStyle(document.documentElement)[name as 'backgroundColor'],
    property,
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element is laid out').not.toBeNull();
  return found!;
}

test('both layouts: main-layout by default, sideblock chosen in /settings, each with its own structure', async ({
  page,
}) => {
  await signUpShell(page);
  await open(page, '/dashboard');

  // main-layout: a full-width header, the sidebar beneath it.
  await expect(html(page)).toHaveAttribute('data-layout', 'main-layout');
  await expect(page.locator('[data-shell="main-layout"]')).toBeVisible();
  const header = await box(page.getByRole('banner'));
  const side = await box(sidebar(page));
  expect(header.x).toBe(0);
  expect(header.width).toBeGreaterThan(1300);
  expect(side.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Slidewise' })).toBeVisible();

  // Every destination, with the current one marked.
  for (const name of ['Dashboard', 'Courses', 'Groups', 'Reports', 'Subscription', 'My learning']) {
    await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
  }
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Courses' })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page.locator('main#main')).toHaveCount(1);

  await open(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Display settings' })).toBeVisible();
  await page.getByRole('radio', { name: 'Side block' }).check();

  // sideblock: the sidebar runs the full height; the header sits beside it.
  await expect(html(page)).toHaveAttribute('data-layout', 'sideblock');
  await expect(page.locator('[data-shell="sideblock"]')).toBeVisible();
  const block = await box(sidebar(page));
  const blockHeader = await box(page.getByRole('banner'));
  expect(block.y).toBe(0);
  expect(block.height).toBeGreaterThanOrEqual(899);
  expect(blockHeader.x).toBeGreaterThanOrEqual(block.x + block.width - 1);
  await expect(sidebar(page).getByRole('link', { name: 'Slidewise' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Slidewise' })).toHaveCount(0);

  // Navigation works from the new layout, and the choice survives a reload.
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.locator('[data-shell="sideblock"]')).toBeVisible();
});

test('the sidebar: open and collapsible at 1400 px, a drawer at 1000 px', async ({ page }) => {
  await signUpShell(page);
  await open(page, '/dashboard');

  await expect(mainNav(page)).toBeVisible();
  await expect(sidebar(page)).toHaveAttribute('data-sidebar', 'docked');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

  // Expanded → icons-only rail → expanded; the links keep their names.
  const wide = (await box(sidebar(page))).width;
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await box(sidebar(page))).width).toBeLessThan(100);
  await expect(mainNav(page).getByRole('link', { name: 'Courses' })).toBeVisible();
  await expand.click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect.poll(async () => (await box(sidebar(page))).width).toBe(wide);

  // The menu button closes and reopens a docked sidebar.
  await menuButton(page).click();
  await expect(mainNav(page)).toBeHidden();
  await menuButton(page).click();
  await expect(mainNav(page)).toBeVisible();

  // Falling to 1000 px closes it; it becomes a drawer.
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(mainNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await menuButton(page).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(drawer).toBeHidden();

  // Tapping the backdrop, beside the drawer.
  await menuButton(page).click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(900, 400);
  await expect(drawer).toBeHidden();

  // Navigating closes it.
  await menuButton(page).click();
  await drawer.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(drawer).toBeHidden();

  // A fresh page at 1000 px starts closed; growing to 1400 px opens it.
  await page.reload();
  await expect(page.locator('main#main h1')).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(mainNav(page)).toBeVisible();
  await expect(sidebar(page)).toHaveAttribute('data-sidebar', 'docked');
});

test('each display setting changes the page, survives a reload, and Reset restores the defaults', async ({
  page,
}) => {
  await signUpShell(page);
  await open(page, '/settings');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await rootStyle(page, 'backgroundColor')).toBe(SURFACE.slate);

  // Light colour scheme.
  await page.getByRole('radio', { name: 'Grey' }).check();
  await expect(html(page)).toHaveAttribute('data-light-scheme', 'gray');
  await expect.poll(() => rootStyle(page, 'backgroundColor')).toBe(SURFACE.gray);

  // Theme mode, then the dark colour scheme.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => rootStyle(page, 'backgroundColor')).toBe(SURFACE.cinder);
  await page.getByRole('radio', { name: 'Midnight' }).check();
  await expect(html(page)).toHaveAttribute('data-dark-scheme', 'midnight');
  await expect.poll(() => rootStyle(page, 'backgroundColor')).toBe(SURFACE.midnight);

  // Primary colour: the palette and what uses it (the avatar is primary-700).
  await page.getByRole('radio', { name: 'Teal' }).check();
  await expect(html(page)).toHaveAttribute('data-primary', 'teal');
  expect(await rootStyle(page, '--color-primary-700')).toBe('#0f766e');
  const avatar = page.locator('[data-user-menu-trigger] span[aria-hidden="true"]').first();
  await expect(avatar).toHaveCSS('background-color', 'rgb(15, 118, 110)');

  // Card skin.
  const card = page.locator('[data-card]').first();
  await expect(card).toHaveCSS('box-shadow', 'none');
  await page.getByRole('radio', { name: 'Shadow' }).check();
  await expect(html(page)).toHaveAttribute('data-card-skin', 'shadow');
  await expect(card).not.toHaveCSS('box-shadow', 'none');
  await expect(card).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');

  // Monochrome.
  await page.getByRole('switch', { name: 'Monochrome' }).check();
  await expect(html(page)).toHaveClass(/\bmonochrome\b/);
  expect(await rootStyle(page, 'filter')).toBe('grayscale(1)');

  // Layout.
  await page.getByRole('radio', { name: 'Side block' }).check();
  await expect(html(page)).toHaveAttribute('data-layout', 'sideblock');

  // Notifications: position, expansion, how many show.
  await page.getByLabel('Position on screen').selectOption({ label: 'Top left' });
  await page.getByLabel('Notifications shown at once').selectOption('2');
  await page.getByRole('checkbox', { name: 'Expand notifications' }).check();
  const sample = page.getByRole('button', { name: 'Show a sample notification' });
  for (let i = 0; i < 3; i++) await sample.click();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-y-position', 'top');
  await expect(toaster).toHaveAttribute('data-x-position', 'left');
  await expect(toaster.locator('[data-sonner-toast]')).toHaveCount(3);
  await expect(toaster.locator('[data-sonner-toast][data-visible="false"]')).toHaveCount(1);
  await expect(toaster.locator('[data-sonner-toast][data-expanded="true"]')).toHaveCount(3);

  const chosen = {
    themeMode: 'dark',
    themeLayout: 'sideblock',
    cardSkin: 'shadow',
    isMonochrome: true,
    darkColorScheme: 'midnight',
    lightColorScheme: 'gray',
    primaryColorScheme: 'teal',
    notification: { isExpanded: true, position: 'top-left', visibleToasts: 2 },
  };
  await expect.poll(() => stored(page)).toEqual(chosen);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Display settings' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(html(page)).toHaveAttribute('data-dark-scheme', 'midnight');
  await expect(html(page)).toHaveAttribute('data-light-scheme', 'gray');
  await expect(html(page)).toHaveAttribute('data-primary', 'teal');
  await expect(html(page)).toHaveAttribute('data-card-skin', 'shadow');
  await expect(html(page)).toHaveAttribute('data-layout', 'sideblock');
  await expect(html(page)).toHaveClass(/\bmonochrome\b/);
  await expect(page.getByRole('radio', { name: 'Midnight' })).toBeChecked();
  await expect(page.getByLabel('Position on screen')).toHaveValue('top-left');
  await expect(page.getByLabel('Notifications shown at once')).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: 'Expand notifications' })).toBeChecked();

  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-theme-mode', 'light');
  await expect(html(page)).toHaveAttribute('data-layout', 'main-layout');
  await expect(html(page)).toHaveAttribute('data-card-skin', 'bordered');
  await expect(html(page)).toHaveAttribute('data-light-scheme', 'slate');
  await expect(html(page)).toHaveAttribute('data-dark-scheme', 'cinder');
  await expect(html(page)).toHaveAttribute('data-primary', 'main');
  await expect(html(page)).not.toHaveClass(/\bmonochrome\b/);
  await expect.poll(() => rootStyle(page, 'backgroundColor')).toBe(SURFACE.slate);
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.getByLabel('Position on screen')).toHaveValue('bottom-right');
  await expect.poll(() => stored(page)).toEqual(DISPLAY_DEFAULTS);
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-layout', 'main-layout');
});

test('system mode follows the device preference live; the header toggle switches the theme', async ({
  page,
}) => {
  await signUpShell(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/dashboard');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  // The header's theme menu.
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(html(page)).toHaveAttribute('data-theme-mode', 'system');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => rootStyle(page, 'backgroundColor')).toBe(SURFACE.cinder);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('Arabic turns the page right-to-left with the sidebar on the right, in both layouts', async ({
  page,
}) => {
  await signUpShell(page);
  await open(page, '/settings');
  const english = await box(sidebar(page));
  expect(english.x).toBe(0);

  await chooseLanguage(page, 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'إعدادات العرض' })).toBeVisible();
  const side = await box(sidebar(page));
  const main = await box(page.locator('main#main'));
  expect(side.x).toBeGreaterThan(main.x);
  expect(side.x + side.width).toBeGreaterThanOrEqual(1399);

  await page.getByRole('radio', { name: 'الكتلة الجانبية' }).check();
  await expect(html(page)).toHaveAttribute('data-layout', 'sideblock');
  const block = await box(sidebar(page));
  const header = await box(page.getByRole('banner'));
  expect(block.x).toBeGreaterThan(header.x);
  expect(block.x + block.width).toBeGreaterThanOrEqual(1399);

  // The drawer comes in from the right as well.
  await page.setViewportSize({ width: 900, height: 800 });
  await page.getByRole('button', { name: 'القائمة', exact: true }).click();
  const drawer = await box(page.getByRole('dialog', { name: 'التنقل' }));
  expect(drawer.x + drawer.width).toBeGreaterThanOrEqual(899);
  expect(drawer.x).toBeGreaterThan(300);
});

test('damaged stored settings fall back without breaking the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpShell(page);
  await open(page, '/dashboard');

  await page.evaluate((key) => localStorage.setItem(key, '{not json'), DISPLAY_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-layout', 'main-layout');
  await expect.poll(() => stored(page)).toEqual(DISPLAY_DEFAULTS);

  // One good field among bad ones: each bad one takes its own default.
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          themeMode: 'dark',
          themeLayout: 'horizontal',
          cardSkin: 5,
          isMonochrome: 'yes',
          primaryColorScheme: 'rose',
          darkColorScheme: 'plum',
          notification: { position: 'middle', visibleToasts: 2, isExpanded: 'no' },
        }),
      ),
    DISPLAY_KEY,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(html(page)).toHaveAttribute('data-dark-scheme', 'plum');
  await expect(html(page)).toHaveAttribute('data-primary', 'rose');
  await expect(html(page)).toHaveAttribute('data-layout', 'main-layout');
  await expect(html(page)).toHaveAttribute('data-card-skin', 'bordered');
  await expect(html(page)).not.toHaveClass(/\bmonochrome\b/);
  await expect
    .poll(() => stored(page))
    .toEqual({
      ...DISPLAY_DEFAULTS,
      themeMode: 'dark',
      primaryColorScheme: 'rose',
      darkColorScheme: 'plum',
      notification: { isExpanded: false, position: 'bottom-right', visibleToasts: 2 },
    });
  expect(errors).toEqual([]);
});

test('the user menu shows who is signed in and works from the keyboard', async ({ page }) => {
  await signUpShell(page, 'Keyboard Person');
  await open(page, '/dashboard');

  // The skip link is the first stop and lands on the page's main.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();

  const trigger = page.getByRole('button', { name: /Account menu/ });
  await expect(trigger).toContainText('Keyboard Person');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('Keyboard Person');
  await expect(menu).toContainText('@example.com');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Each key waits for the menu to answer the one before, as a person's eyes would.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Display settings' })).toBeVisible();

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

test('no serious accessibility problems on the dashboard and settings, in English and Arabic, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpShell(page);
  await open(page, '/dashboard');
  for (const language of ['en', 'ar']) {
    for (const themeMode of ['light', 'dark']) {
      await page.evaluate(
        ([key, mode, lng]) => {
          localStorage.setItem(key!, JSON.stringify({ themeMode: mode }));
          localStorage.setItem('i18nextLng', lng!);
        },
        [DISPLAY_KEY, themeMode, language],
      );
      for (const path of ['/dashboard', '/settings']) {
        await open(page, path);
        await expect(html(page)).toHaveAttribute('data-theme', themeMode);
        await expect(html(page)).toHaveAttribute('lang', language);
        await expectNoSeriousViolations(page, `${path} ${language} ${themeMode}`);
      }
    }
  }

  // Other schemes, in the sideblock layout, with the drawer open at a narrow width.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  for (const settings of [
    { themeMode: 'dark', darkColorScheme: 'plum', primaryColorScheme: 'emerald' },
    { themeMode: 'light', lightColorScheme: 'stone', primaryColorScheme: 'sky' },
  ]) {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [DISPLAY_KEY, JSON.stringify({ ...settings, themeLayout: 'sideblock' })],
    );
    await open(page, '/settings');
    await expect(html(page)).toHaveAttribute('data-primary', settings.primaryColorScheme);
    await expectNoSeriousViolations(page, JSON.stringify(settings));
    await page.setViewportSize({ width: 900, height: 800 });
    await menuButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expectNoSeriousViolations(page, `drawer ${JSON.stringify(settings)}`);
  }
});
