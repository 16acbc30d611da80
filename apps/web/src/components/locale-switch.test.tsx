import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSlicedHydration } from '@/lib/hydration-slices';
import { onLocaleChosen } from '@/lib/i18n';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { LocaleSwitch } from './locale-switch';

// Decision 1216: the switch is a POST form the browser can send itself (no JavaScript, or before the app runs);
// with JavaScript a click switches in place, as before.

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <LocaleSwitch /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const group = () => screen.getByRole('group', { name: /^(Language|Ngôn ngữ)$/ });
const formOf = () => group().querySelector('form')!;
const nextField = () => formOf().querySelector<HTMLInputElement>('input[name="next"]')!;

afterEach(() => {
  vi.useRealTimers();
  act(() => i18n.activate('en'));
  document.cookie = 'lang=; path=/; max-age=0';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language switch', { timeout: UI_TEST_TIMEOUT }, () => {
  it('is a form the browser sends itself: each language a submit button naming it, the page to come back to', () => {
    renderAt('/jobs?page=2&lang=vi');
    const form = formOf();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/language');
    expect(nextField()).toHaveAttribute('type', 'hidden');
    expect(nextField()).toHaveValue('/jobs?page=2&lang=vi');
    const english = within(group()).getByRole('button', { name: 'English' });
    const vietnamese = within(group()).getByRole('button', { name: 'Tiếng Việt' });
    for (const [button, lang] of [
      [english, 'en'],
      [vietnamese, 'vi'],
    ] as const) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', 'lang');
      expect(button).toHaveAttribute('value', lang);
      // Each named in its own language, for the reader who cannot read the other.
      expect(button).toHaveAttribute('lang', lang);
    }
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(vietnamese).toHaveAttribute('aria-pressed', 'false');
  });

  it('with JavaScript switches in place: nothing is sent, the choice is remembered and announced', async () => {
    const user = userEvent.setup();
    renderAt('/about');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    formOf().addEventListener('submit', submitted);
    const chosen = vi.fn();
    const stop = onLocaleChosen(chosen);
    try {
      await user.click(within(group()).getByRole('button', { name: 'Tiếng Việt' }));
      await waitFor(() => expect(i18n.locale).toBe('vi'));
    } finally {
      stop();
    }
    // The form never went to the server: the page stays, the account is told through onLocaleChosen.
    expect(submitted).not.toHaveBeenCalled();
    expect(chosen).toHaveBeenCalledWith('vi');
    expect(document.cookie).toContain('lang=vi');
    expect(localStorage.getItem('lang')).toBe('vi');
    expect(screen.getByRole('group', { name: 'Ngôn ngữ' })).toBeInTheDocument();
    expect(within(group()).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group()).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the address once the app moves', async () => {
    const router = renderAt('/blog');
    await act(() => router.navigate('/blog?page=3'));
    expect(nextField()).toHaveValue('/blog?page=3');
  });

  it('keeps the served query while a server page hydrates, then takes the current one', async () => {
    // Served as `/` (no language); the app writes the reader's language into the address before the slices hydrate.
    window.history.replaceState(null, '', '/');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startSlicedHydration();
    const router = renderAt('/');
    await act(() => router.navigate('/?lang=vi', { replace: true }));
    expect(nextField()).toHaveValue('/');
    act(() => vi.runAllTimers());
    await act(() => router.navigate('/about?lang=vi'));
    expect(nextField()).toHaveValue('/about?lang=vi');
  });
});
