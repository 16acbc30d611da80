import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
  localStorage.clear();
  sessionStorage.clear();
});
