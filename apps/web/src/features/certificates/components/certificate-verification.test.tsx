import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CertificateVerification } from './certificate-verification';

describe('CertificateVerification', () => {
  it('reads the name and the course in their own direction, in values that keep the page’s', () => {
    renderWithProviders(
      <CertificateVerification
        certificate={{
          name: 'ليلى',
          courseTitle: 'Ladder safety (part 2)',
          issuedAt: '2026-01-10T12:00:00.000Z',
          validUntil: null,
          status: 'valid',
        }}
      />,
    );
    for (const value of ['ليلى', 'Ladder safety (part 2)']) {
      const words = screen.getByText(value);
      expect(words.getAttribute('dir')).toBe('auto');
      // The value's box has no direction of its own: it starts at the page's start edge.
      expect(words.closest('dd')!.hasAttribute('dir')).toBe(false);
    }
  });
});
