import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthHeader } from './auth-frame';

afterEach(() => window.history.replaceState(null, '', '/'));

const heading = () => screen.getByRole('heading', { level: 1 });

// In order: the page's first load lasts until the first key or pointer press.
describe('AuthHeader', () => {
  it('leaves the focus alone on a first load, redirect included', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fcourses');
    render(<AuthHeader title="Sign in" />);
    expect(document.activeElement).toBe(document.body);
  });

  it('takes the focus on the reset screen, which only an e-mailed link opens', () => {
    window.history.replaceState(null, '', '/reset-password?token=abc');
    render(<AuthHeader title="Choose a new password" />);
    expect(document.activeElement).toBe(heading());
  });

  it('takes the focus on a screen the person went to (a link, Sign out, a sent form)', () => {
    window.history.replaceState(null, '', '/login');
    fireEvent.keyDown(window, { key: 'Enter' });
    const { rerender } = render(<AuthHeader title="Sign in" />);
    expect(document.activeElement).toBe(heading());

    // Another screen in place of this one (Forgot password?), focus having dropped to <body>.
    heading().blur();
    rerender(<AuthHeader title="Forgot your password?" />);
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('Forgot your password?');
  });

  it('leaves the focus where the person is (the language switcher renaming the screen)', () => {
    const { rerender } = render(
      <>
        <button type="button">Language</button>
        <AuthHeader title="Sign in" />
      </>,
    );
    const language = screen.getByRole('button', { name: 'Language' });
    language.focus();
    rerender(
      <>
        <button type="button">Language</button>
        <AuthHeader title="Iniciar sesión" />
      </>,
    );
    expect(document.activeElement).toBe(language);
  });
});
