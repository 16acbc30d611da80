import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import type * as RTL from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { messages as sharedVi } from '@app/shared/i18n/catalogs/vi';
import { afterEach, vi } from 'vitest';

// Every catalog in both languages, English active: components render as the spec's English
// interface. A test switches with `i18n.activate('vi')` (and back in its own cleanup).
const catalogs = import.meta.glob<{ messages: Messages }>(
  ['../locales/*.po', '../features/*/locales/*.po', '../features/site/*/locales/*.po'],
  { eager: true },
);
for (const [path, { messages }] of Object.entries(catalogs)) {
  i18n.load(/(\w+)\.po$/.exec(path)![1]!, messages);
}
// Shared messages (validation, server replies) are keyed by their English text: only Vietnamese loads.
i18n.load('vi', sharedVi);
i18n.activate('en');

// Components need Lingui's provider, as in the app (providers.tsx): every render gets it.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof RTL>();
  const withI18n = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    };
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((hook, options) =>
      rtl.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.renderHook,
  };
});

// jsdom has no layout, so window.scrollTo (the router's scroll restoration calls it) only prints
// "Not implemented"; a no-op keeps the test output clean. A test can still spy on it.
Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true, configurable: true });

// jsdom's <dialog> has no showModal/close: enough of them for components to open and close it (the browser's modal
// behaviour itself — inertness, the top layer — is checked by the e2e suite in Chromium).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  if (i18n.locale !== 'en') i18n.activate('en');
  localStorage.clear();
  sessionStorage.clear();
});
