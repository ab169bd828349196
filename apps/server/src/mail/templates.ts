import type { ChangeFact, DigestPreview } from '@spyglass/api/schema';
import { factSentences } from './factSentences';
import type { MailT } from './i18n';
import { type Block, type RenderedMail, renderMail } from './layout';

/** What every template knows: the language, its texts, and where the app is. */
export interface MailContext {
  language: string;
  t: MailT;
  publicUrl: string;
}

const footer = ({ t, publicUrl }: MailContext) => t('footer', { url: publicUrl });

export function passwordResetMail(
  context: MailContext,
  { email, link }: { email: string; link: string },
): RenderedMail {
  const { t } = context;
  return renderMail({
    language: context.language,
    subject: t('passwordReset.subject'),
    preheader: t('passwordReset.expiry'),
    title: t('passwordReset.title'),
    blocks: [
      { kind: 'paragraph', text: t('passwordReset.intro', { email }) },
      { kind: 'button', text: t('passwordReset.action'), href: link },
      { kind: 'paragraph', text: t('passwordReset.expiry') },
      { kind: 'paragraph', text: t('passwordReset.ignore'), muted: true },
    ],
    footer: footer(context),
  });
}

export function emailChangeMail(
  context: MailContext,
  { name, email, link }: { name: string; email: string; link: string },
): RenderedMail {
  const { t } = context;
  return renderMail({
    language: context.language,
    subject: t('emailChange.subject'),
    preheader: t('emailChange.expiry'),
    title: t('emailChange.title'),
    blocks: [
      { kind: 'paragraph', text: t('emailChange.intro', { name, email }) },
      { kind: 'button', text: t('emailChange.action'), href: link },
      { kind: 'paragraph', text: t('emailChange.expiry') },
      { kind: 'paragraph', text: t('emailChange.ignore'), muted: true },
    ],
    footer: footer(context),
  });
}

/** An invitation to a team: who invites, to which team, as what, and the single-use link. */
export function invitationMail(
  context: MailContext,
  { inviter, team, role, link }: { inviter: string; team: string; role: string; link: string },
): RenderedMail {
  const { t } = context;
  return renderMail({
    language: context.language,
    subject: t('invitation.subject', { inviter, team }),
    preheader: t('invitation.expiry'),
    title: t('invitation.title', { team }),
    blocks: [
      { kind: 'paragraph', text: t('invitation.intro', { inviter, team, role }) },
      { kind: 'button', text: t('invitation.action'), href: link },
      { kind: 'paragraph', text: t('invitation.expiry') },
      { kind: 'paragraph', text: t('invitation.ignore'), muted: true },
    ],
    footer: footer(context),
  });
}

/** A notification as a person reads it: what happened, where, and the link to it. */
export interface NotificationView {
  type: 'page_changed' | 'content_alert' | 'check_failed' | 'test';
  project: string;
  competitor: string | null;
  page: string | null;
  pageUrl: string | null;
  summary: string;
  /** A classified change's facts (prices, plans, jobs, features), read in the recipient's language. */
  facts: ChangeFact[];
  diffLines: string[];
  keyword: string | null;
  /** A content alert's way; none is an appearance (alerts recorded before keywords had directions). */
  direction?: 'appeared' | 'disappeared' | null;
  excerpt: string | null;
  failures: number | null;
  error: string | null;
  /** Where to see it in Spyglass. */
  link: string;
  /** The channel's settings, for the footer. */
  settingsLink: string;
  target: string;
}

export function notificationSubject(t: MailT, view: NotificationView): string {
  const names = { project: view.project, competitor: view.competitor ?? '', page: view.page ?? '' };
  switch (view.type) {
    case 'page_changed':
      return t('notification.subject.page_changed', names);
    case 'content_alert':
      return t(
        view.direction === 'disappeared'
          ? 'notification.subject.content_alert_disappeared'
          : 'notification.subject.content_alert',
        { ...names, keyword: view.keyword ?? '' },
      );
    case 'check_failed':
      return t('notification.subject.check_failed', { ...names, count: view.failures ?? 0 });
    case 'test':
      return t('notification.subject.test', names);
  }
}

export function notificationMail(context: MailContext, view: NotificationView): RenderedMail {
  const { t } = context;
  const subject = notificationSubject(t, view);
  const facts: [string, string][] = [[t('notification.project'), view.project]];
  if (view.competitor) facts.push([t('notification.competitor'), view.competitor]);
  if (view.page) facts.push([t('notification.page'), view.pageUrl ? `${view.page} (${view.pageUrl})` : view.page]);
  const blocks: Block[] = [];
  if (view.type === 'test') {
    blocks.push({
      kind: 'paragraph',
      text: t('notification.testBody', { target: view.target, project: view.project }),
    });
  } else {
    blocks.push({ kind: 'facts', rows: facts });
    if (view.type === 'page_changed') {
      const facts = factSentences(t, context.language, view.facts);
      if (facts.length > 0) blocks.push({ kind: 'list', label: t('notification.facts'), items: facts });
      blocks.push({ kind: 'paragraph', text: view.summary });
      if (view.diffLines.length > 0)
        blocks.push({ kind: 'code', label: t('notification.diff'), lines: view.diffLines });
    }
    if (view.type === 'content_alert' && view.excerpt)
      blocks.push({ kind: 'code', label: t('notification.excerpt'), lines: [view.excerpt] });
    if (view.type === 'check_failed' && view.error)
      blocks.push({ kind: 'paragraph', text: t('notification.lastError', { error: view.error }) });
    blocks.push({ kind: 'button', text: t(`notification.action.${view.type}`), href: view.link });
  }
  return renderMail({
    language: context.language,
    subject,
    preheader: view.type === 'test' ? subject : view.summary,
    title: subject,
    blocks,
    footer: t('notification.footer', { target: view.target, project: view.project, url: view.settingsLink }),
  });
}

export function digestSubject(t: MailT, preview: DigestPreview, cadence: 'daily' | 'weekly'): string {
  return t(`digest.subject.${cadence}`, { project: preview.project.name });
}

/** The digest: totals, then each competitor and its pages, alerts first, each page linked to its changes. */
export function digestMail(
  context: MailContext,
  {
    preview,
    cadence,
    settingsLink,
    period,
  }: { preview: DigestPreview; cadence: 'daily' | 'weekly'; settingsLink: string; period: string },
): RenderedMail {
  const { t } = context;
  const subject = digestSubject(t, preview, cadence);
  const totals = t('digest.totals', {
    alerts: t('digest.alerts', { count: preview.totals.content_alerts }),
    changes: t('digest.changes', { count: preview.totals.changes }),
  });
  const blocks: Block[] = [
    { kind: 'paragraph', text: period, muted: true },
    { kind: 'paragraph', text: totals },
  ];
  if (preview.competitors.length === 0) blocks.push({ kind: 'paragraph', text: t('digest.empty') });
  for (const competitor of preview.competitors) {
    blocks.push({ kind: 'heading', text: competitor.name });
    for (const page of competitor.pages) {
      const counts = [
        page.content_alerts > 0 ? t('digest.alerts', { count: page.content_alerts }) : null,
        page.changes > 0 ? t('digest.changes', { count: page.changes }) : null,
      ].filter(Boolean);
      const keywords =
        page.keywords.length > 0 ? ` · ${t('digest.keywords', { keywords: page.keywords.join(', ') })}` : '';
      blocks.push({ kind: 'link', text: page.name, href: page.link, note: `${counts.join(', ')}${keywords}` });
      const facts = factSentences(t, context.language, page.facts);
      if (facts.length > 0) blocks.push({ kind: 'list', items: facts });
      else if (page.latest_summary) blocks.push({ kind: 'paragraph', text: page.latest_summary, muted: true });
    }
  }
  return renderMail({
    language: context.language,
    subject,
    preheader: totals,
    title: subject,
    blocks,
    footer: t('digest.footer', { url: settingsLink }),
  });
}
