import { vi } from 'vitest';

/** Every media query matches (or none does), as on a phone: `usePhoneLayout` is true. */
export function onPhone(isPhone = true) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: isPhone,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
