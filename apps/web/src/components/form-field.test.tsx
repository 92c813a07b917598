import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('labels its control and marks a required field with a titled asterisk', () => {
    render(
      <FormField label="Email" required>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toBeInstanceOf(HTMLInputElement);
    expect((input as HTMLInputElement).required).toBe(true);
    const asterisk = screen.getByTitle('This field is required');
    expect(asterisk.textContent).toBe('*');
    // The asterisk stays out of the control's name.
    expect(asterisk.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no asterisk on an optional field', () => {
    render(<FormField label="Nickname">{(control) => <Input {...control} />}</FormField>);
    expect(screen.queryByTitle('This field is required')).toBeNull();
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).required).toBe(false);
  });

  it('shows the translated error under the field and ties it to the control', () => {
    render(
      <FormField label="Email" required error="validation.email" description={<p>Help</p>}>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    const error = screen.getByText('Enter a valid e-mail address.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    // Under the field: the error follows the control in document order.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
