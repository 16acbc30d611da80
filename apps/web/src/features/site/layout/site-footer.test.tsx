import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../test-utils';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllGlobals());

const hrefs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('SiteFooter', () => {
  it('links the site’s pages and the projects', () => {
    stubApi();
    renderPage(<SiteFooter />, '/');
    expect(hrefs('Company')).toEqual(['/', '/about', '/projects', '/team', '/contact']);
    expect(hrefs('Projects')).toEqual(['/projects', '/projects', '/projects', '/projects']);
  });

  it('keeps the address’s ?lang=vi in every one of them, the e-mail and phone as they are (decision 1122)', () => {
    stubApi();
    renderPage(<SiteFooter />, '/?lang=vi');
    expect(hrefs('Company')).toEqual([
      '/?lang=vi',
      '/about?lang=vi',
      '/projects?lang=vi',
      '/team?lang=vi',
      '/contact?lang=vi',
    ]);
    expect(new Set(hrefs('Projects'))).toEqual(new Set(['/projects?lang=vi']));
    const contact = screen.getByRole('contentinfo').querySelector('address')!;
    for (const link of within(contact).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(mailto|tel):[^?]*$/);
    }
  });
});
