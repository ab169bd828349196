import { createThemeContract } from '@vanilla-extract/css';

const tone = { background: null, foreground: null, border: null, solid: null };

/** The theme contract: components read these, never raw values. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    surfaceHover: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textInverse: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    focusRing: null,
    overlay: null,
    link: null,
  },
  tone: {
    neutral: tone,
    success: tone,
    info: tone,
    danger: tone,
    warning: tone,
    orange: tone,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  size: {
    sidebarWide: null,
    sidebarNarrow: null,
    dialog: null,
    control: null,
    controlSmall: null,
    controlLarge: null,
    content: null,
  },
  radius: { small: null, medium: null, large: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xsmall: null, small: null, medium: null, large: null, xlarge: null, xxlarge: null, xxxlarge: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
  },
  shadow: { small: null, medium: null, large: null },
  zIndex: { base: null, sticky: null, dropdown: null, overlay: null, modal: null, toast: null },
  duration: { fast: null, normal: null },
});
