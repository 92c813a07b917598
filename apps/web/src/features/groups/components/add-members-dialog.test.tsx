import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { describedBy } from '@/test/described-by';
import { AddMembersDialog } from './add-members-dialog';

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = 'POST /api/v1/groups/g1/members/preview';
const ADD = 'POST /api/v1/groups/g1/members';

/** Renders the dialog open, once its code has loaded (components/dialog.tsx). */
async function open(onOpenChange = vi.fn()) {
  renderWithProviders(<AddMembersDialog groupId="g1" open onOpenChange={onOpenChange} />);
  await screen.findByRole('dialog');
  return onOpenChange;
}

describe('AddMembersDialog', () => {
  it('previews every entry by line, asks the server only about valid ones, and adds only the new ones', async () => {
    const api = fakeApi({
      [PREVIEW]: () =>
        json(200, {
          entries: [
            { input: 'ann@example.com', email: 'ann@example.com', status: 'new' },
            { input: 'bo@example.com', email: 'bo@example.com', status: 'has_account' },
            { input: 'cy@example.com', email: 'cy@example.com', status: 'already_member' },
          ],
        }),
      [ADD]: () => json(200, { added: 2, alreadyMembers: 0, invited: 1 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onOpenChange = await open();

    fireEvent.change(screen.getByLabelText('E-mail addresses'), {
      target: {
        value: 'ann@example.com, bo@example.com\nnot-an-email\ncy@example.com ANN@example.com',
      },
    });
    expect(screen.getByText('5 addresses')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', {
      name: 'Each address and what adding it would do',
    });
    expect(api.calls[0]).toEqual({
      key: PREVIEW,
      body: { emails: ['ann@example.com', 'bo@example.com', 'cy@example.com'] },
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Line 1ann@example.comNew',
      'Line 1bo@example.comHas an account',
      'Line 2not-an-emailNot a valid address',
      'Line 3cy@example.comAlready a member',
      'Line 3ANN@example.comDuplicate',
    ]);
    // Each entry reads left to right on a right-to-left page, as the lists' addresses do.
    const entries = [...table.querySelectorAll('tbody bdi')];
    expect(entries.map((e) => [e.textContent, e.getAttribute('dir')])).toEqual([
      ['ann@example.com', 'ltr'],
      ['bo@example.com', 'ltr'],
      ['not-an-email', 'ltr'],
      ['cy@example.com', 'ltr'],
      ['ANN@example.com', 'ltr'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add 2 people' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls[1]).toEqual({
      key: ADD,
      body: { emails: ['ann@example.com', 'bo@example.com'] },
    });
  });

  it('reads the e-mail column of a CSV file, and explains a file without one', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    await open();
    const input = screen.getByLabelText<HTMLInputElement>('Or upload a CSV file');
    // The app's own button, named after the field, in place of the browser's control.
    const button = screen.getByRole('button', { name: 'Or upload a CSV file Choose a file…' });
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv,text/csv');
    expect(describedBy(button)).toEqual([
      'No file chosen',
      'The file needs a column named “email” (the first row holds the column names).',
    ]);

    fireEvent.change(input, {
      target: { files: [new File(['name,team\nAnn,A\n'], 'people.csv', { type: 'text/csv' })] },
    });
    expect(
      await screen.findByText(
        'people.csv has no “email” column. Name the column with the addresses “email” in the first row.',
      ),
    ).toBeTruthy();
    expect(describedBy(button)[0]).toBe('people.csv');

    fireEvent.change(input, {
      target: {
        files: [new File(['Name,Email\nAnn,ann@example.com\nBo,bo@example.com\n'], 'team.csv')],
      },
    });
    expect(await screen.findByText('2 addresses from team.csv added to the list.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail addresses') as HTMLTextAreaElement).value).toBe(
      'ann@example.com\nbo@example.com',
    );
    expect(describedBy(button)[0]).toBe('team.csv');
  });

  it('refuses an empty list and more than 1,000 addresses before asking the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      screen.getByText('Paste at least one e-mail address, or upload a CSV file.'),
    ).toBeTruthy();

    const many = Array.from({ length: 1001 }, (_, i) => `p${i}@example.com`).join('\n');
    fireEvent.change(screen.getByLabelText('E-mail addresses'), { target: { value: many } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      screen.getByText(
        'You can add up to 1,000 addresses at once. Remove some and add them afterwards.',
      ),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
