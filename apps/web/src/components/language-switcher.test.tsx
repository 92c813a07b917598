import * as RadixDialog from '@radix-ui/react-dialog';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import es from '@/locales/es/bundle';
import { LanguageSwitcher } from './language-switcher';

const switcher = () => screen.getByRole('button', { name: /^Language/ });
const list = () => screen.queryByRole('list', { name: 'Language' });
/** Lets a language change that something started (lib/i18n.ts is asynchronous) finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeAll(() => {
  i18n.addResourceBundle('es', 'translation', es);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('LanguageSwitcher', () => {
  it('is a button naming the language on show, which opens a list of the four languages', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    const button = switcher();
    expect(button.textContent).toBe('LanguageEnglish');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list()).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const opened = list();
    expect(opened?.id).toBe(button.getAttribute('aria-controls'));
    const options = within(opened!).getAllByRole('button');
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([
      'en',
      'es',
      'ar',
      'zh-cn',
    ]);
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'العربية',
      '简体中文',
    ]);
    expect(options.map((option) => option.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
      null,
    ]);
    // Focus goes to the language on show.
    expect(document.activeElement).toBe(options[0]);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.click(switcher());
    expect(list()).not.toBeNull();

    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(switcher().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(switcher());
  });

  it('switches the language to the one chosen, and closes', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.click(switcher());
    await user.click(screen.getByRole('button', { name: 'Español' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(i18n.language).toBe('es');
    const button = screen.getByRole('button', { name: /^Idioma/ });
    expect(button.textContent).toBe('IdiomaEspañol');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('does not change the language on arrow keys: they open the list and move in it', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    expect(document.activeElement).toBe(switcher());

    await user.keyboard('{ArrowDown}');
    await settle();
    expect(i18n.language).toBe('en');
    expect(switcher().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('English');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('العربية');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('简体中文');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('English');
    await settle();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).not.toBe('ar');

    // Enter on the one wanted does.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(i18n.language).toBe('es'));
  });

  it('closes when focus moves out, or on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitcher />
        <button type="button">After</button>
      </>,
    );
    await user.click(switcher());
    await user.tab(); // Español
    await user.tab();
    await user.tab();
    expect(list()).not.toBeNull();
    await user.tab(); // out, to "After"
    expect(document.activeElement?.textContent).toBe('After');
    expect(list()).toBeNull();

    await user.click(switcher());
    expect(list()).not.toBeNull();
    await user.click(document.body);
    expect(list()).toBeNull();
    expect(i18n.language).toBe('en');
  });

  it('inside a dialog (the phone’s drawer), Escape closes the list and not the dialog', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <RadixDialog.Root open onOpenChange={onOpenChange}>
        <RadixDialog.Content aria-describedby={undefined}>
          <RadixDialog.Title>Navigation</RadixDialog.Title>
          <LanguageSwitcher side="above" />
        </RadixDialog.Content>
      </RadixDialog.Root>,
    );
    await user.click(switcher());
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
