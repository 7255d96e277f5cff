import '@testing-library/jest-dom/vitest';
// IndexedDB for the outbox (lib/outbox): jsdom has none; this one keeps to the spec.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetOutbox } from '../lib/outbox/outbox';
import { showServerTexts } from '../lib/server-texts/server-text';

// Screens are lazy chunks, transformed on first use: on a busy machine the first one can take more
// than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has neither; Mantine needs both (STACK.md).
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

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => undefined;
// Nor document.fonts, which Mantine's auto-sizing Textarea listens to.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});
window.scrollTo = () => undefined;

afterEach(async () => {
  cleanup();
  // A screen shown in another language leaves the server texts in it for the next files in the
  // worker (isolate: false): each test starts in English, as a page does.
  await showServerTexts('en');
  cleanNotifications();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A test that went offline leaves TanStack Query's onlineManager offline for the next files in
  // the worker (isolate: false), whose queries would wait paused: the browser is online again.
  window.dispatchEvent(new Event('online'));
  // Each test starts with an empty outbox: a fresh IndexedDB, and a page that knew of none.
  forgetOutbox();
  globalThis.indexedDB = new IDBFactory();
});
