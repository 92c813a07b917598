import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './use-focus-rescue';

function Page() {
  useFocusRescue();
  const [done, setDone] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <h1>Course</h1>
      {done ? <p>Published</p> : <button onClick={() => setDone(true)}>Publish</button>}
      <button>Stays</button>
    </main>
  );
}

describe('useFocusRescue', () => {
  it('sends focus to the page heading when the focused control disappears', async () => {
    render(<Page />);
    const publish = screen.getByRole('button', { name: 'Publish' });
    publish.focus();
    act(() => publish.click());
    const heading = screen.getByRole('heading', { name: 'Course' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
  });

  it('leaves focus alone when the focused control is still there', async () => {
    render(<Page />);
    const stays = screen.getByRole('button', { name: 'Stays' });
    stays.focus();
    act(() => screen.getByRole('button', { name: 'Publish' }).click());
    await screen.findByText('Published');
    expect(document.activeElement).toBe(stays);
  });
});
