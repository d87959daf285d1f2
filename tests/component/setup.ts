import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { leaveStylesOut } from './support/styles';

// The first render of a lazy route compiles its module: on a busy 2-core machine that takes
// longer than the 1 s default of findBy*.
configure({ asyncUtilTimeout: 12000 });

// jsdom lacks these browser APIs that MUI and react-admin use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
}

// jsdom's scrollTo only logs "not implemented"; react-admin scrolls to top on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// MUI's rules are not written into the document: jsdom's getComputedStyle would cascade
// through hundreds of them on each query (support/styles.ts).
if (!process.env.FLOTTE_TEST_STYLES) leaveStylesOut();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
