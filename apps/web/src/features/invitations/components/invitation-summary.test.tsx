import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import arabic from '@/locales/ar/guest';
import { renderWithProviders } from '@/test/render-with-providers';
import { InvitationSummary } from './invitation-summary';

const invitation = {
  email: 'learner.p320@example.com',
  inviterName: 'Tess',
  expiresAt: '2030-01-01T00:00:00.000Z',
  accountExists: false,
  joined: false,
  redirectTo: '/learn',
};

// Tests hold English only (test/setup.ts): Arabic's guest texts too, for a right-to-left page.
i18n.addResourceBundle('ar', 'translation', arabic);
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('InvitationSummary', () => {
  it.each([
    ['en', 'Invitation for learner.p320@example.com'],
    ['ar', 'دعوة إلى learner.p320@example.com'],
  ])(
    'in %s shows the address whole, left to right, breaking only before the @',
    async (language, text) => {
      await act(() => i18n.changeLanguage(language));
      renderWithProviders(<InvitationSummary invitation={invitation} />);

      const sentence = screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === text,
      );
      // Not `wrap-anywhere`, which cut "learner.p320@example.co / m" at 320 px.
      expect(sentence.className).not.toContain('wrap-anywhere');
      const address = sentence.querySelector('bdi')!;
      expect(address.getAttribute('dir')).toBe('ltr');
      expect(address.textContent).toBe(invitation.email);
      expect(address.querySelector('wbr')?.nextSibling?.textContent).toBe('@example.com');
    },
  );
});
