import type { Transporter } from 'nodemailer';
import type { RenderedMail } from './layout';

/** Mail was asked for on a server without SMTP_URL. */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';
}

export interface OutgoingMail extends RenderedMail {
  to: string | string[];
  /** A stable id (the event's), so a mail sent twice after a crash is recognisable as one. */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** SMTP_URL is set. */
  readonly configured: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  NOTIFY_TIMEOUT_MS: number;
}

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the start); nothing without it. */
// The SMTP relay is the operator's own setting (often on loopback or a private network), never an address
// a user or a fetched page gave: it does not pass the monitor's address policy, unlike webhooks and pages.
export function createMailer(config: MailerConfig): Mailer {
  if (!config.SMTP_URL) {
    return {
      configured: false,
      send: () => Promise.reject(new MailNotConfiguredError('This server cannot send email: SMTP_URL is not set')),
      close() {},
    };
  }
  // nodemailer is loaded with the first mail (about 25 MB of memory a server that never mails does not need).
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        {
          url: config.SMTP_URL,
          connectionTimeout: config.NOTIFY_TIMEOUT_MS,
          greetingTimeout: config.NOTIFY_TIMEOUT_MS,
          socketTimeout: config.NOTIFY_TIMEOUT_MS,
        },
        { from: config.MAIL_FROM },
      ),
    ));
  return {
    configured: true,
    async send({ to, subject, html, text, messageId, headers }) {
      const smtp = await transportOf();
      await smtp.sendMail({
        to,
        subject,
        html,
        text,
        ...(messageId ? { messageId } : {}),
        ...(headers ? { headers } : {}),
      });
    },
    close() {
      void transport?.then((created) => created.close());
    },
  };
}
