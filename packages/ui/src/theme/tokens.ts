/** The local face text is drawn in until Inter has loaded (fontFallback.css.ts defines it). */
export const FONT_FALLBACK_FAMILY = 'Inter Fallback';

/**
 * The light theme's values. Text and tone pairs meet WCAG AA contrast (4.5:1)
 * on their backgrounds; axe checks every story against them.
 */
export const lightTokens = {
  color: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceHover: '#e2e8f0',
    border: '#e2e8f0',
    borderStrong: '#94a3b8',
    text: '#0f172a',
    textMuted: '#475569',
    textInverse: '#ffffff',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    focusRing: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
    link: '#1d4ed8',
  },
  tone: {
    neutral: { background: '#f1f5f9', foreground: '#334155', border: '#cbd5e1', solid: '#64748b' },
    success: { background: '#dcfce7', foreground: '#166534', border: '#86efac', solid: '#16a34a' },
    info: { background: '#dbeafe', foreground: '#1e40af', border: '#93c5fd', solid: '#2563eb' },
    danger: { background: '#fee2e2', foreground: '#991b1b', border: '#fca5a5', solid: '#b91c1c' },
    warning: { background: '#fef3c7', foreground: '#92400e', border: '#fcd34d', solid: '#d97706' },
    orange: { background: '#ffedd5', foreground: '#9a3412', border: '#fdba74', solid: '#ea580c' },
  },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '0.75rem',
    large: '1rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    xxxlarge: '3rem',
  },
  size: {
    // SPEC §9: sidebar 64 and 16 units (a unit is 0.25rem); dialogs at most 425px.
    sidebarWide: '16rem',
    sidebarNarrow: '4rem',
    dialog: '425px',
    control: '2.5rem',
    controlSmall: '2rem',
    controlLarge: '3rem',
    content: '80rem',
  },
  radius: { small: '0.25rem', medium: '0.5rem', large: '0.75rem', full: '9999px' },
  font: {
    family: {
      body: `'Inter Variable', 'Inter', '${FONT_FALLBACK_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
      mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    },
    size: {
      xsmall: '0.75rem',
      small: '0.875rem',
      medium: '1rem',
      large: '1.125rem',
      xlarge: '1.25rem',
      xxlarge: '1.5rem',
      xxxlarge: '2.25rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  },
  shadow: {
    small: '0 1px 2px rgba(15, 23, 42, 0.06)',
    medium: '0 4px 12px rgba(15, 23, 42, 0.1)',
    large: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  zIndex: { base: '0', sticky: '10', dropdown: '40', overlay: '50', modal: '60', toast: '100' },
  duration: { fast: '120ms', normal: '200ms' },
};
