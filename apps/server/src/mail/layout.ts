import { mailTheme as theme } from './theme';

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A mail as it is sent: the subject, and the same content as HTML and as plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One block of a mail's body; each renders to HTML and to plain text. */
export type Block =
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'button'; text: string; href: string }
  | { kind: 'facts'; rows: [term: string, value: string][] }
  | { kind: 'code'; label: string; lines: string[] }
  | { kind: 'link'; text: string; href: string; note?: string }
  | { kind: 'list'; label?: string; items: string[] }
  | { kind: 'divider' };

const p = (style: string, content: string) => `<p style="margin:0 0 16px;${style}">${content}</p>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return p(
        `color:${block.muted ? theme.textMuted : theme.text};font-size:15px;line-height:1.5`,
        escapeHtml(block.text),
      );
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3;color:${theme.text}">${escapeHtml(block.text)}</h2>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${theme.primary};color:${theme.primaryText};text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:${theme.radius}">${escapeHtml(block.text)}</a></p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          ([term, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:${theme.textMuted};font-weight:500;font-size:14px;white-space:nowrap">${escapeHtml(term)}</th><td style="padding:4px 0;color:${theme.text};font-size:14px">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'code':
      return `<p style="margin:0 0 4px;color:${theme.textMuted};font-size:13px">${escapeHtml(block.label)}</p><pre style="margin:0 0 16px;padding:12px;background:${theme.surfaceMuted};border:1px solid ${theme.border};border-radius:${theme.radius};font-family:${theme.fontMono};font-size:13px;line-height:1.5;white-space:pre-wrap;word-break:break-word">${block.lines
        .map((line) => {
          const tone = line.startsWith('+') ? theme.added : line.startsWith('-') ? theme.removed : null;
          const text = escapeHtml(line);
          return tone ? `<span style="background:${tone.background};color:${tone.foreground}">${text}</span>` : text;
        })
        .join('\n')}</pre>`;
    case 'link':
      return p(
        `font-size:15px;line-height:1.5;color:${theme.text}`,
        `<a href="${escapeHtml(block.href)}" style="color:${theme.link};font-weight:600">${escapeHtml(block.text)}</a>${block.note ? ` <span style="color:${theme.textMuted}">${escapeHtml(block.note)}</span>` : ''}`,
      );
    case 'list':
      return `${block.label ? `<p style="margin:0 0 4px;color:${theme.textMuted};font-size:13px">${escapeHtml(block.label)}</p>` : ''}<ul style="margin:0 0 16px;padding-left:20px;color:${theme.text};font-size:15px;line-height:1.5">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'divider':
      return `<hr style="border:none;border-top:1px solid ${theme.border};margin:24px 0">`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'button':
      return `${block.text}:\n${block.href}`;
    case 'facts':
      return block.rows.map(([term, value]) => `${term}: ${value}`).join('\n');
    case 'code':
      return `${block.label}:\n${block.lines.map((line) => `    ${line}`).join('\n')}`;
    case 'link':
      return `${block.text}${block.note ? ` ${block.note}` : ''}\n${block.href}`;
    case 'list':
      return `${block.label ? `${block.label}:\n` : ''}${block.items.map((item) => `  • ${item}`).join('\n')}`;
    case 'divider':
      return '---';
  }
}

export interface MailContent {
  language: string;
  subject: string;
  /** The first words a mail client shows beside the subject. */
  preheader: string;
  title: string;
  blocks: Block[];
  footer: string;
}

/** The product's mail: a header with the name, a white card, a muted footer; the same words as plain text. */
export function renderMail({ language, subject, preheader, title, blocks, footer }: MailContent): RenderedMail {
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${theme.background};font-family:${theme.fontBody};color:${theme.text}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" style="border-collapse:collapse;background:${theme.background}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="border-collapse:collapse;max-width:600px">
<tr><td style="padding:0 4px 16px;font-size:18px;font-weight:700;color:${theme.primary}">Spyglass</td></tr>
<tr><td style="background:${theme.surface};border:1px solid ${theme.border};border-radius:${theme.radius};padding:28px 24px">
<h1 style="margin:0 0 16px;font-size:21px;line-height:1.3;color:${theme.text}">${escapeHtml(title)}</h1>
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 4px;color:${theme.textMuted};font-size:12px;line-height:1.5">${escapeHtml(footer)}</td></tr>
</table></td></tr></table>
</body>
</html>
`;
  const text = [title, '', ...blocks.map((block) => `${blockText(block)}\n`), '--', footer, ''].join('\n');
  return { subject, html, text };
}
