import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths.js';

describe('isAppPath', () => {
  it('knows the public pages, sign-in pages and the dashboard area', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/waiting-list',
      '/blog',
      '/terms/',
      '/dashboard',
      '/dashboard/cases',
      '/dashboard/no-such-page',
      '/invite/abc',
      '/case/123',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('does not know anything else, blog posts included (the server knows them from its manifest)', () => {
    for (const path of ['/no-such-page', '/wp-admin', '/blog/unknown-post', '/dashboardx', '/invite/', '/login/extra']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
