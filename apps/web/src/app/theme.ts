import { createTheme, type MantineColorsTuple } from '@mantine/core';

/*
 * Atelier's one palette (docs/decisions.md, "Brand palette"): plum for the brand, a warm grey for
 * text and surfaces, and muted success, warning and error colours that sit beside plum. Every
 * tuple keeps Mantine's contrast pairs above 4.5:1 on white and on the off-white canvas: shade 9
 * on shade 1 (light badges, banners and avatars), white on shade 8 (filled) and shade 6 on the
 * canvas for grey secondary text.
 */

// A muted plum: calm behind colourful product images, and distinct from status colours.
const plum: MantineColorsTuple = [
  '#fbf3f7',
  '#f1e2eb',
  '#e2c2d5',
  '#d29fbe',
  '#c482aa',
  '#bb6f9d',
  '#b56597',
  '#9f5483',
  '#8e4a75',
  '#6b2f55',
];

// A cooler sister of plum, so initials avatars tell people apart without leaving the brand.
const mauve: MantineColorsTuple = [
  '#f6f3f8',
  '#ebe4f0',
  '#d6c8e0',
  '#bfa9ce',
  '#aa8dbd',
  '#9a7ab1',
  '#8b6aa3',
  '#76588c',
  '#644a78',
  '#4a365a',
];

// Warm neutrals that match the canvas; shade 6 is the secondary ('dimmed') text at 5.6:1.
const neutral: MantineColorsTuple = [
  '#f8f6f5',
  '#efebea',
  '#e3dedc',
  '#d3ccc9',
  '#bdb4b1',
  '#9a908d',
  '#6b6260',
  '#574f4d',
  '#433c3b',
  '#2e2828',
];

// A sage green, not mint: done, saved, accepted.
const success: MantineColorsTuple = [
  '#eff7f1',
  '#dcefe1',
  '#b8dcc1',
  '#91c7a0',
  '#6fb382',
  '#57a06c',
  '#468d5b',
  '#37784b',
  '#2b643d',
  '#1f4d2e',
];

// An ochre: needs attention, nothing is lost yet.
const warning: MantineColorsTuple = [
  '#fdf6e9',
  '#f8e8c6',
  '#f0d192',
  '#e7b95c',
  '#dea235',
  '#cf8c1c',
  '#b67712',
  '#8f5d0d',
  '#774d0b',
  '#5a3a08',
];

// A brick red: failed, blocked, destructive. Shade 6 is Mantine's field error text (5.3:1).
const error: MantineColorsTuple = [
  '#fdf1f0',
  '#f9dddb',
  '#f1b7b2',
  '#e88e87',
  '#de6a62',
  '#d2534b',
  '#bf3f37',
  '#a3342d',
  '#882a25',
  '#6a201c',
];

/** Initials avatars take one of these, chosen by the name (Mantine's default adds cyan, lime…). */
const AVATAR_COLORS = ['plum', 'mauve', 'gray'];

const sans =
  'Inter, "SF Pro Text", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif';
const serif =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif';

export const theme = createTheme({
  // A person who asked their system for less motion gets Mantine's transitions instantly (WCAG
  // 2.3.3): modals, menus, drawers and toasts appear without sliding or fading.
  respectReducedMotion: true,
  primaryColor: 'plum',
  primaryShade: { light: 8, dark: 5 },
  colors: {
    plum,
    mauve,
    success,
    warning,
    error,
    // Mantine's stock names point at the palette too, so `color="teal"` or `"red"` anywhere (and
    // Mantine's own error and success colours) stay in it.
    gray: neutral,
    green: success,
    teal: success,
    yellow: warning,
    orange: warning,
    red: error,
  },
  fontFamily: sans,
  headings: { fontFamily: serif, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: '#2b2127',
  components: {
    // Links inside text are told apart by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Avatar: { defaultProps: { allowedInitialsColors: AVATAR_COLORS } },
    Button: { defaultProps: { radius: 'md' } },
    // Modals, toasts and every other close button are named for screen readers and voice control
    // (in the page's language: app/provider.tsx).
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // Without the focus placeholder a menu holds only menu items; focus goes to the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A closed dropdown leaves no hidden listbox named after the field, so each label names one
    // element (screen readers, getByLabel).
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    // A table wider than a phone scrolls with the browser's own bar, which shows there is more,
    // and takes keyboard focus so the arrow keys scroll it too.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
  },
});
