import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('writes an e-mail address left to right, whatever the page’s direction', () => {
    render(
      <div dir="rtl">
        <Input aria-label="email" type="email" />
        <Input aria-label="name" />
      </div>,
    );
    expect(screen.getByLabelText('email').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('name').getAttribute('dir')).toBeNull();
  });
});
