import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const sans =
  'Inter, "SF Pro Text", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif';
const serif =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif';

export const theme = createTheme({
  primaryColor: 'plum',
  primaryShade: { light: 8, dark: 5 },
  colors: { plum },
  fontFamily: sans,
  headings: { fontFamily: serif, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: '#2b2127',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // A closed dropdown leaves no hidden listbox named after the field, so each label names one
    // element (screen readers, getByLabel).
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});
