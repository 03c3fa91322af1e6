import { describe, expect, it } from 'vitest';
import { expiredLoginPath, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/users?page=2')).toBe('/users?page=2');
    expect(safeReturnPath('/groups?tab=sectors#x')).toBe('/groups?tab=sectors#x');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      '/\t/evil.test',
      'javascript:alert(1)',
      'users',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('never returns to the login page itself', () => {
    expect(safeReturnPath('/login?expired=1')).toBeNull();
  });
});

describe('expiredLoginPath', () => {
  it('carries the reason and the page', () => {
    expect(expiredLoginPath('/users?page=2')).toBe('/login?expired=1&next=%2Fusers%3Fpage%3D2');
    expect(expiredLoginPath('/')).toBe('/login?expired=1');
    expect(expiredLoginPath('/login?expired=1&next=%2Fnews')).toBe('/login?expired=1');
  });
});
