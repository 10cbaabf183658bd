import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep lagoon teal: calm and human, and clearly not the default blue of every dashboard. */
const lagoon: MantineColorsTuple = [
  '#e7fbf7',
  '#d2f4ed',
  '#a5e8da',
  '#74dbc6',
  '#4ccfb4',
  '#31c5a8',
  '#1ba58d',
  '#0b766b',
  '#0a625a',
  '#064c46',
];

/** System fonts only (the CSP allows no font CDN), with the common CJK faces for Chinese. */
const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

export const theme = createTheme({
  primaryColor: 'lagoon',
  primaryShade: { light: 7, dark: 5 },
  colors: { lagoon },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Checkbox: { defaultProps: { radius: 'sm' } },
  },
});

/**
 * Secondary text ("dimmed") one step darker than Mantine's gray 6, which reaches only 3.3:1 on
 * white: this one keeps 4.5:1 (WCAG AA) on white and on the light grey panels.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d' },
  dark: {},
});
