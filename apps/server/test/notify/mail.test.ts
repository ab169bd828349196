import { describe, expect, it } from 'vitest';
import { lightTokens } from '../../../../packages/ui/src/theme/tokens';
import { createMailTranslator, mailTheme, notificationMail } from '../../src/mail';
import { findUp } from '../../src/paths';

describe('mail templates', () => {
  it('use the design system tokens', () => {
    expect(mailTheme).toMatchObject({
      background: lightTokens.color.background,
      surface: lightTokens.color.surface,
      surfaceMuted: lightTokens.color.surfaceMuted,
      border: lightTokens.color.border,
      text: lightTokens.color.text,
      textMuted: lightTokens.color.textMuted,
      primary: lightTokens.color.primary,
      primaryText: lightTokens.color.primaryText,
      link: lightTokens.color.link,
      added: { background: lightTokens.tone.success.background, foreground: lightTokens.tone.success.foreground },
      removed: { background: lightTokens.tone.danger.background, foreground: lightTokens.tone.danger.foreground },
      alert: { background: lightTokens.tone.orange.background, foreground: lightTokens.tone.orange.foreground },
      radius: lightTokens.radius.medium,
    });
  });

  it("escape what strangers write: a page's name and text never become markup", () => {
    const translate = createMailTranslator(findUp('locales')!);
    const mail = notificationMail(
      { language: 'en', t: translate('en'), publicUrl: 'https://spyglass.test' },
      {
        type: 'page_changed',
        project: 'Market <watch>',
        competitor: 'Acme "Corp"',
        page: '<img src=x onerror=alert(1)>',
        pageUrl: 'https://acme.example/pricing',
        summary: '1 line added',
        diffLines: ['+<script>alert(1)</script>'],
        keyword: null,
        excerpt: null,
        failures: null,
        error: null,
        link: 'https://spyglass.test/p?history=1&x=2',
        settingsLink: 'https://spyglass.test/p/settings/notifications',
        target: 'team@example.com',
      },
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://spyglass.test/p?history=1&amp;x=2"');
    // Plain text keeps the words as they are.
    expect(mail.text).toContain('+<script>alert(1)</script>');
    expect(mail.subject).toBe('<img src=x onerror=alert(1)> changed at Acme "Corp"');
  });

  it('tell a keyword that left the page apart from one that appeared, in the reader’s language', () => {
    const translate = createMailTranslator(findUp('locales')!);
    const view = {
      type: 'content_alert' as const,
      project: 'Market watch',
      competitor: 'Acme',
      page: 'Pricing',
      pageUrl: 'https://acme.example/pricing',
      summary: 'Free plan: $0 per month',
      diffLines: [],
      keyword: 'free plan',
      excerpt: 'Free plan: $0 per month',
      failures: null,
      error: null,
      link: 'https://spyglass.test/p',
      settingsLink: 'https://spyglass.test/p/settings/notifications',
      target: 'team@example.com',
    };
    const mail = (language: string, direction: 'appeared' | 'disappeared') =>
      notificationMail(
        { language, t: translate(language), publicUrl: 'https://spyglass.test' },
        { ...view, direction },
      );
    expect(mail('en', 'appeared').subject).toBe('“free plan” appeared on Pricing at Acme');
    expect(mail('en', 'disappeared').subject).toBe('“free plan” disappeared from Pricing at Acme');
    expect(mail('fr', 'disappeared').subject).toBe('« free plan » a disparu de Pricing chez Acme');
  });
});
