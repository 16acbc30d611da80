import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '@/features/site/test-utils';
import { Component as Home } from './home';

// jsdom has no 2D canvas; the decorative canvas simply does not draw.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('home route', () => {
  it('loads the real contact form into the #contact section', async () => {
    stubApi();
    renderPage(<Home />, '/');
    const contact = document.getElementById('contact')!;
    expect(await within(contact).findByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(within(contact).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('main')).toContainElement(contact);
  });
});
