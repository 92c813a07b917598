import { describe, expect, it } from 'vitest';
import { screensAt } from './screen-paths';

describe('screensAt', () => {
  it.each(['/login', '/signup/', '/forgot-password', '/reset-password'])(
    '%s opens the sign-in shell, no screen of the app',
    (path) => expect(screensAt(path)).toEqual([]),
  );

  it.each([
    ['/', 'routes/dashboard'],
    ['/dashboard', 'routes/dashboard'],
    ['/dashboard/', 'routes/dashboard'],
    ['/learn', 'routes/learn'],
    ['/learn/abc', 'routes/learn-course'],
    ['/courses/edit/abc', 'routes/course-edit'],
    ['/courses/edit/slides/abc', 'routes/course-slides'],
    ['/courses/abc/assign', 'routes/course-assign'],
    ['/group/new', 'routes/group-create'],
    ['/group/view/abc', 'routes/group-view'],
  ])('%s opens the frame and %s', (path, module) =>
    expect(screensAt(path)).toEqual(['layouts/app-layout', module]),
  );

  it.each([
    ['/invite/abc', 'routes/invite'],
    ['/join/abc/', 'routes/join'],
    ['/verify-email', 'routes/verify-email'],
    ['/verify/abc', 'routes/verify-certificate'],
    ['/invite/abc/more', 'routes/not-found'],
    ['/courses/abc', 'routes/not-found'],
    ['/learn/abc/def', 'routes/not-found'],
  ])('%s opens %s alone', (path, module) => expect(screensAt(path)).toEqual([module]));
});
