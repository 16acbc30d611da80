import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so window.scrollTo (the router's scroll restoration calls it) only prints
// "Not implemented"; a no-op keeps the test output clean. A test can still spy on it.
Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true, configurable: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
