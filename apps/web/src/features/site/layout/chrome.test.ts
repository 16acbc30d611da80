import { describe, expect, it } from 'vitest';
import { firstNameOf, isChromeHidden } from './chrome';

describe('isChromeHidden', () => {
  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/users',
    '/dashboard/a/b',
    '/profile',
    '/plans',
    '/plans/',
  ])('hides the chrome on %s when signed in', (path) => {
    expect(isChromeHidden(path, true)).toBe(true);
    expect(isChromeHidden(path, false)).toBe(false);
  });

  it.each(['/', '/about', '/dashboards', '/profiles', '/plans-old', '/team/dashboard'])(
    'keeps it on %s',
    (path) => {
      expect(isChromeHidden(path, true)).toBe(false);
    },
  );
});

describe('firstNameOf', () => {
  it('takes the first word of the name, or the fallback', () => {
    expect(firstNameOf('  Linh Tran Thi ', 'x@y.z')).toBe('Linh');
    expect(firstNameOf('   ', 'x@y.z')).toBe('x@y.z');
  });
});
