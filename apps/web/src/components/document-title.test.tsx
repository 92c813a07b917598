import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

describe('DocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Slidewise';
  });

  it('names the tab after the screen, and follows a new title', () => {
    const { rerender } = render(<DocumentTitle title="Courses" />);
    expect(document.title).toBe('Courses · Slidewise');
    rerender(<DocumentTitle title="Reports" />);
    expect(document.title).toBe('Reports · Slidewise');
  });

  it('puts back the title it found when it goes', () => {
    const { rerender } = render(
      <>
        <DocumentTitle title="Courses" />
      </>,
    );
    rerender(
      <>
        <DocumentTitle title="Courses" />
        <DocumentTitle title="Page not found" />
      </>,
    );
    expect(document.title).toBe('Page not found · Slidewise');
    rerender(
      <>
        <DocumentTitle title="Courses" />
      </>,
    );
    expect(document.title).toBe('Courses · Slidewise');
  });
});
