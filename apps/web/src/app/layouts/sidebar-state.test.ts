import { describe, expect, it } from 'vitest';
import { initialSidebarState, sidebarReducer, type SidebarState } from './sidebar-state';

const open: SidebarState = { open: true, collapsed: false };
const closed: SidebarState = { open: false, collapsed: false };

describe('sidebar state', () => {
  it('starts open, expanded, on extra-large screens and closed below', () => {
    expect(initialSidebarState(true)).toEqual({ open: true, collapsed: false });
    expect(initialSidebarState(false)).toEqual({ open: false, collapsed: false });
  });

  it('opens when the screen grows to extra large', () => {
    expect(sidebarReducer(closed, { type: 'viewport', xlUp: true, lgDown: false })).toEqual(open);
  });

  it('closes when the screen falls to large or smaller', () => {
    expect(sidebarReducer(open, { type: 'viewport', xlUp: false, lgDown: true })).toEqual(closed);
  });

  it('keeps what the person chose between large and extra large', () => {
    const between = { type: 'viewport', xlUp: false, lgDown: false } as const;
    expect(sidebarReducer(open, between)).toBe(open);
    expect(sidebarReducer(closed, between)).toBe(closed);
  });

  it('opens, closes and toggles', () => {
    expect(sidebarReducer(closed, { type: 'open' })).toEqual(open);
    expect(sidebarReducer(open, { type: 'close' })).toEqual(closed);
    expect(sidebarReducer(open, { type: 'toggle' })).toEqual(closed);
    expect(sidebarReducer(closed, { type: 'toggle' })).toEqual(open);
    expect(sidebarReducer(closed, { type: 'close' })).toBe(closed);
  });

  it('collapses to a rail and back without closing', () => {
    const rail = sidebarReducer(open, { type: 'toggle-collapsed' });
    expect(rail).toEqual({ open: true, collapsed: true });
    expect(sidebarReducer(rail, { type: 'toggle-collapsed' })).toEqual(open);
    // Closing and reopening keeps the rail.
    const reopened = sidebarReducer(sidebarReducer(rail, { type: 'close' }), { type: 'open' });
    expect(reopened).toEqual({ open: true, collapsed: true });
  });
});
