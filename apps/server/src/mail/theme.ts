/**
 * The design system's light tokens (packages/ui/src/theme/tokens.ts) that
 * mails use, as literal values: mail clients read inline styles only, and
 * the server does not import the design system (DESIGN "Shape"). A test
 * holds each value to the token it comes from.
 */
export const mailTheme = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  border: '#e2e8f0',
  text: '#0f172a',
  textMuted: '#475569',
  primary: '#1d4ed8',
  primaryText: '#ffffff',
  link: '#1d4ed8',
  added: { background: '#dcfce7', foreground: '#166534' },
  removed: { background: '#fee2e2', foreground: '#991b1b' },
  alert: { background: '#ffedd5', foreground: '#9a3412' },
  fontBody: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  fontMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  radius: '0.5rem',
} as const;
