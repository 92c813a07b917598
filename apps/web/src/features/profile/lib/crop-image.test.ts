import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIDE, cropPlan } from './crop-image';

describe('cropPlan', () => {
  it('keeps a small square crop at its own size (no upscaling)', () => {
    expect(cropPlan({ x: 10, y: 20, width: 200, height: 200 })).toEqual({
      source: { x: 10, y: 20, size: 200 },
      side: 200,
    });
  });

  it('scales a large crop down to the maximum side', () => {
    const plan = cropPlan({ x: 0, y: 0, width: 3000, height: 3000 });
    expect(plan.side).toBe(AVATAR_MAX_SIDE);
    expect(plan.source.size).toBe(3000);
  });

  it('squares an area a pixel off, centred on the shorter side', () => {
    const plan = cropPlan({ x: 100, y: 50, width: 301, height: 300 });
    expect(plan.source).toEqual({ x: 100.5, y: 50, size: 300 });
    expect(plan.side).toBe(300);
  });

  it('rounds a fractional crop to whole output pixels and never goes below one', () => {
    expect(cropPlan({ x: 0, y: 0, width: 199.6, height: 199.6 }).side).toBe(200);
    expect(cropPlan({ x: 0, y: 0, width: 0.2, height: 0.2 }).side).toBe(1);
  });

  it('honours a smaller maximum', () => {
    expect(cropPlan({ x: 0, y: 0, width: 400, height: 400 }, 128).side).toBe(128);
  });
});
