import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, PersonName } from './email-address';

describe('EmailAddress', () => {
  it('reads left to right, isolated, and wraps within the table’s box, before the @ first', () => {
    const { container } = render(
      <div dir="rtl">
        <EmailAddress email="firstname.lastname@example-company.com" />
      </div>,
    );
    const address = container.querySelector('bdi')!;
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.textContent).toBe('firstname.lastname@example-company.com');
    const classes = address.className.split(' ');
    expect(classes).toContain('wrap-break-word');
    // As wide as the table's box (its container) at most, less a checkbox column and padding.
    expect(classes).toContain('max-w-[calc(100cqi-4.5rem)]');
    expect(classes).toContain('inline-block');
    expect(classes).toContain('[text-align:match-parent]');
    expect(address.innerHTML).toBe('firstname.lastname<wbr>@example-company.com');
  });

  it('shows a value without an @ as it is', () => {
    const { container } = render(<EmailAddress email="not-an-address" />);
    expect(container.querySelector('bdi')!.innerHTML).toBe('not-an-address');
  });
});

describe('PersonName', () => {
  const lines = (name: string | null) => {
    const { container } = render(
      <PersonName name={name} email="ada@example.com" className="font-semibold" />,
    );
    return [...container.children].map((line) => [
      line.textContent,
      line.className,
      line.querySelector('bdi')?.getAttribute('dir') ?? null,
    ]);
  };

  it('shows the name over the address', () => {
    expect(lines('Ada Lovelace')).toEqual([
      ['Ada Lovelace', 'block font-semibold', null],
      ['ada@example.com', 'block text-fg-muted', 'ltr'],
    ]);
  });

  it('shows the address alone, in the name’s place, for someone without a name', () => {
    expect(lines(null)).toEqual([['ada@example.com', 'block font-semibold', 'ltr']]);
  });
});
