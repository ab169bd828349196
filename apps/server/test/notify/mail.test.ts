import { describe, expect, it } from 'vitest';
import { lightTokens } from '../../../../packages/ui/src/theme/tokens';
import { createMailTranslator, digestMail, mailTheme, notificationMail } from '../../src/mail';
import { slackMessage } from '../../src/notify/senders';
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
        facts: [],
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
      facts: [],
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

  it('list a classified change’s facts in the reader’s language, in mail, Slack and the digest', () => {
    const translate = createMailTranslator(findUp('locales')!);
    const facts = [
      {
        type: 'price_change' as const,
        label: 'Pro',
        from: 49,
        to: 59,
        currency: 'USD',
        delta_pct: 20.4,
        period: 'month' as const,
      },
      { type: 'job_added' as const, title: 'Senior Product Manager', location: 'Berlin' },
    ];
    const view = {
      type: 'page_changed' as const,
      project: 'Market watch',
      competitor: 'Acme',
      page: 'Pricing',
      pageUrl: 'https://acme.example/pricing',
      summary: '1 line added, 1 removed',
      facts,
      diffLines: ['-Pro $49', '+Pro $59'],
      keyword: null,
      excerpt: null,
      failures: null,
      error: null,
      link: 'https://spyglass.test/p',
      settingsLink: 'https://spyglass.test/p/settings/notifications',
      target: 'team@example.com',
    };
    const english = notificationMail({ language: 'en', t: translate('en'), publicUrl: 'https://spyglass.test' }, view);
    expect(english.text).toContain('What changed:');
    expect(english.text).toMatch(/• Pro plan \$49 → \$59.*\+20\.4%/);
    expect(english.html).toContain('<li>New job: Senior Product Manager, Berlin</li>');
    const french = notificationMail({ language: 'fr', t: translate('fr'), publicUrl: 'https://spyglass.test' }, view);
    expect(french.text).toContain('Ce qui a changé');
    expect(french.text).toMatch(/49\s\$US/);

    const slack = JSON.stringify(slackMessage(translate('de'), view, 'de'));
    expect(slack).toContain('Was sich geändert hat');
    expect(slack).toMatch(/Senior Product Manager/);

    const digest = digestMail(
      { language: 'en', t: translate('en'), publicUrl: 'https://spyglass.test' },
      {
        cadence: 'weekly',
        settingsLink: 'https://spyglass.test/p/settings/digest',
        period: 'From Jan 8 to Jan 15',
        preview: {
          project: { id: '00000000-0000-4000-8000-000000000001', name: 'Market watch' },
          from: '2026-01-08T00:00:00.000Z',
          to: '2026-01-15T00:00:00.000Z',
          totals: { content_alerts: 0, changes: 1 },
          competitors: [
            {
              id: '00000000-0000-4000-8000-000000000002',
              name: 'Acme',
              content_alerts: 0,
              changes: 1,
              pages: [
                {
                  id: '00000000-0000-4000-8000-000000000003',
                  name: 'Pricing',
                  url: 'https://acme.example/pricing',
                  content_alerts: 0,
                  changes: 1,
                  latest_summary: '+ Pro $59',
                  facts,
                  keywords: [],
                  link: 'https://spyglass.test/p',
                },
              ],
            },
          ],
        },
      },
    );
    expect(digest.text).toMatch(/• Pro plan \$49 → \$59/);
    // The facts say it better than the raw lines, which are left out.
    expect(digest.text).not.toContain('+ Pro $59');
  });
});
