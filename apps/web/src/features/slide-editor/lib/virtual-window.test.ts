import { describe, expect, it } from 'vitest';
import { scrollToReveal, visibleIndexes } from './virtual-window';

describe('the slide list window', () => {
  it('mounts the thumbnails in view plus a margin', () => {
    expect(
      visibleIndexes({
        count: 300,
        scrollTop: 1000,
        viewport: 500,
        keep: [],
        stride: 50,
        overscan: 2,
      }),
    ).toEqual([18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]);
    expect(visibleIndexes({ count: 3, scrollTop: 0, viewport: 500, keep: [], stride: 50 })).toEqual(
      [0, 1, 2],
    );
    expect(visibleIndexes({ count: 0, scrollTop: 0, viewport: 500, keep: [0] })).toEqual([]);
  });

  it('always keeps the selected and the dragged thumbnail', () => {
    const indexes = visibleIndexes({
      count: 300,
      scrollTop: 0,
      viewport: 100,
      keep: [250, null, 299],
      stride: 50,
      overscan: 0,
    });
    expect(indexes).toEqual([0, 1, 2, 250, 299]);
  });

  it('scrolls just enough to show a thumbnail', () => {
    expect(scrollToReveal(10, 0, 300, 54)).toBe(10 * 54 + 48 - 300);
    expect(scrollToReveal(2, 500, 300, 54)).toBe(108);
    expect(scrollToReveal(10, 500, 300, 54)).toBeNull();
  });
});
