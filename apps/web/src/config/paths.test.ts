import { describe, expect, it } from 'vitest';
import { buildPath, paths, pathTo } from './paths';

describe('paths', () => {
  it('fills parameterised routes, each value as one encoded segment', () => {
    expect(pathTo.courseView('42')).toBe('/courses/view/42');
    expect(pathTo.courseSlides('a/b')).toBe('/courses/edit/slides/a%2Fb');
    expect(pathTo.courseAssign('c 1')).toBe('/courses/c%201/assign');
    expect(pathTo.groupEdit('g7')).toBe('/group/edit/g7');
    expect(pathTo.learnCourse('c9')).toBe('/learn/c9');
    expect(pathTo.invite('t?x=1')).toBe('/invite/t%3Fx%3D1');
  });

  it('refuses to build a path with a missing value', () => {
    expect(() => buildPath(paths.groupView, {})).toThrow(/needs id/);
    expect(() => pathTo.courseEdit('')).toThrow();
  });
});
