import { request, type Agent } from 'undici';
import {
  factSentences,
  notificationMail,
  notificationSubject,
  type Mailer,
  type MailT,
  type NotificationView,
} from '../mail';
import { BlockedAddressError, refuseUrl, type EgressPolicy } from '../monitor';
import { type DeliveryContext, notificationView, webhookPayload } from './context';
import type { AppLinks } from './links';
import { signatureHeader } from './signature';

/** How one try ended. `final`: trying again cannot help (the address is refused). */
export type SendOutcome =
  { ok: true; statusCode: number | null } | { ok: false; statusCode: number | null; error: string; final?: boolean };

export interface SenderDeps {
  mailer: Mailer;
  translate: (language: string) => MailT;
  links: AppLinks;
  egress: EgressPolicy;
  agent: Agent;
  timeoutMs: number;
  now: () => Date;
  userAgent: string;
  publicUrl: string;
}

/** Sends one delivery through its channel. Never throws: every failure is an outcome. */
export async function send(deps: SenderDeps, context: DeliveryContext): Promise<SendOutcome> {
  try {
    switch (context.channel.kind) {
      case 'webhook':
        return await sendWebhook(deps, context);
      case 'slack':
        return await sendSlack(deps, context);
      case 'email':
        return await sendEmail(deps, context);
    }
  } catch (error) {
    return { ok: false, statusCode: null, error: describe(error) };
  }
}

function describe(error: unknown): string {
  if (error instanceof BlockedAddressError) return error.message;
  const code = (error as { code?: unknown }).code;
  if (
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    (error as Error).name === 'TimeoutError'
  )
    return 'The receiver did not answer in time';
  if (code === 'ECONNREFUSED') return 'The receiver refused the connection';
  if (code === 'ENOTFOUND') return 'The receiver’s address could not be found';
  if ((error as { responseCode?: unknown }).responseCode)
    return `The mail server refused it: ${(error as Error).message}`;
  return error instanceof Error && error.message ? error.message : 'The notification could not be sent';
}

/** POSTs JSON through the egress policy (refused addresses never see a packet); 2xx is delivered. */
async function postJson(
  deps: SenderDeps,
  target: string,
  body: string,
  headers: Record<string, string>,
): Promise<SendOutcome> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, statusCode: null, error: 'The channel’s address is not a valid URL', final: true };
  }
  const refused = refuseUrl(url, deps.egress);
  if (refused) return { ok: false, statusCode: null, error: refused.message, final: true };
  try {
    const response = await request(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'user-agent': deps.userAgent, ...headers },
      dispatcher: deps.agent,
      headersTimeout: deps.timeoutMs,
      bodyTimeout: deps.timeoutMs,
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    await response.body.dump();
    if (response.statusCode >= 200 && response.statusCode < 300) return { ok: true, statusCode: response.statusCode };
    return { ok: false, statusCode: response.statusCode, error: `The receiver answered ${response.statusCode}` };
  } catch (error) {
    return { ok: false, statusCode: null, error: describe(error), final: error instanceof BlockedAddressError };
  }
}

async function sendWebhook(deps: SenderDeps, context: DeliveryContext): Promise<SendOutcome> {
  const body = JSON.stringify(webhookPayload(context, deps.links));
  const secret = context.channel.secret;
  if (!secret) return { ok: false, statusCode: null, error: 'The webhook has no signing secret', final: true };
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  return postJson(deps, context.channel.target, body, {
    'spyglass-event-id': context.delivery.eventId,
    'spyglass-signature': signatureHeader(secret, body, timestamp),
  });
}

/** Slack's Block Kit: the headline, competitor and page, the facts, the summary, the diff's first lines, a button to it. */
export function slackMessage(t: MailT, view: NotificationView, language = 'en') {
  const headline = notificationSubject(t, view);
  const fields = [
    view.competitor ? `*${t('notification.competitor')}*\n${view.competitor}` : null,
    view.page ? `*${t('notification.page')}*\n${view.pageUrl ? `<${view.pageUrl}|${view.page}>` : view.page}` : null,
  ].filter((field): field is string => field !== null);
  const blocks: object[] = [
    { type: 'header', text: { type: 'plain_text', text: headline.slice(0, 150), emoji: false } },
  ];
  if (fields.length > 0) blocks.push({ type: 'section', fields: fields.map((text) => ({ type: 'mrkdwn', text })) });
  const facts = factSentences(t, language, view.facts);
  if (facts.length > 0)
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `*${t('slack.facts')}*\n${facts.map((fact) => `• ${fact}`).join('\n')}`.slice(0, 3000),
      },
    });
  const summary =
    view.type === 'test' ? t('notification.testBody', { target: view.target, project: view.project }) : view.summary;
  blocks.push({
    type: 'section',
    text: { type: 'mrkdwn', text: `*${t('slack.summary')}*\n${summary}`.slice(0, 3000) },
  });
  if (view.diffLines.length > 0)
    blocks.push({
      type: 'section',
      text: { type: 'mrkdwn', text: `*${t('slack.diff')}*\n\`\`\`${view.diffLines.join('\n')}\`\`\``.slice(0, 3000) },
    });
  blocks.push({
    type: 'actions',
    elements: [
      { type: 'button', text: { type: 'plain_text', text: t(`notification.action.${view.type}`) }, url: view.link },
    ],
  });
  return { text: headline, blocks };
}

async function sendSlack(deps: SenderDeps, context: DeliveryContext): Promise<SendOutcome> {
  const language = context.channel.language;
  const message = slackMessage(deps.translate(language), notificationView(context, deps.links), language);
  return postJson(deps, context.channel.target, JSON.stringify(message), {});
}

async function sendEmail(deps: SenderDeps, context: DeliveryContext): Promise<SendOutcome> {
  if (!deps.mailer.configured)
    return { ok: false, statusCode: null, error: 'This server cannot send email: SMTP_URL is not set' };
  const language = context.channel.language;
  const mail = notificationMail(
    { language, t: deps.translate(language), publicUrl: deps.publicUrl },
    notificationView(context, deps.links),
  );
  await deps.mailer.send({
    ...mail,
    to: context.channel.target,
    // The same id on every try of this event to this channel: a repeat is recognisable as one.
    messageId: `<${context.delivery.eventId}.${context.channel.id}@spyglass>`,
    headers: { 'Spyglass-Event-Id': context.delivery.eventId },
  });
  return { ok: true, statusCode: null };
}
