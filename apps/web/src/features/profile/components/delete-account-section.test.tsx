import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { DeleteAccountSection } from './delete-account-section';

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return {
    input: await screen.findByLabelText('Type your e-mail address to confirm'),
    confirm: screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement,
  };
}

describe('DeleteAccountSection', () => {
  it('says what is removed and keeps the button disabled until the e-mail matches', async () => {
    const api = fakeApi({ 'DELETE /api/v1/me': () => new Response(null, { status: 204 }) });
    vi.stubGlobal('fetch', api.fetch);
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountSection email="ada@example.com" onDeleted={onDeleted} />);

    const { input, confirm } = await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('All your courses and their slides');
    expect(dialog.textContent).toContain('Learning records: assignments, progress and scores');
    expect(confirm.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'bob@example.com' } });
    expect(confirm.disabled).toBe(true);
    // Pressing Enter with a wrong address sends nothing.
    fireEvent.submit(input.closest('form')!);
    fireEvent.change(input, { target: { value: 'ada@example.co' } });
    expect(confirm.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '  ADA@example.com ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(api.calls).toEqual([{ key: 'DELETE /api/v1/me', body: { email: 'ADA@example.com' } }]);
  });

  it('shows the server refusal under the field and stays signed in', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'DELETE /api/v1/me': () =>
          json(422, {
            error: {
              code: 'validation_failed',
              message: 'no',
              details: [{ path: 'email', code: 'mismatch', message: 'no' }],
            },
          }),
      }).fetch,
    );
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountSection email="ada@example.com" onDeleted={onDeleted} />);
    const { input, confirm } = await openDialog();
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.click(confirm);

    const message = await screen.findByText('This is not the e-mail address of your account.');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
