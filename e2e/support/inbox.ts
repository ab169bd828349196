/**
 * What the product sent, read back from the inbox of the global setup: mails
 * parsed by a real mail parser, webhook requests with their raw bodies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ReceivedHook } from '../fixtures/mailbox';

function inboxUrl(): string {
  const url = process.env.E2E_INBOX_URL;
  if (!url) throw new Error('E2E_INBOX_URL is not set: run through e2e/playwright.config.ts');
  return url;
}

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((group) => group?.value ?? [])
    .map((entry) => entry.address?.toLowerCase());

/** Waits for a mail to `address` (matching `subject`, when given) and answers it parsed. */
export async function mailTo(address: string, subject?: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const sources = (await (await fetch(`${inboxUrl()}/__mail`)).json()) as string[];
        const mails = await Promise.all(sources.map((source) => simpleParser(source)));
        found = mails.find(
          (mail) => recipients(mail).includes(address.toLowerCase()) && (!subject || subject.test(mail.subject ?? '')),
        );
        return Boolean(found);
      },
      { timeout: 30_000, message: `a mail to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** Every mail to `address` so far. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const sources = (await (await fetch(`${inboxUrl()}/__mail`)).json()) as string[];
  const mails = await Promise.all(sources.map((source) => simpleParser(source)));
  return mails.filter((mail) => recipients(mail).includes(address.toLowerCase()));
}

/** The webhook address of the inbox, under a path of the test's own. */
export const hookUrl = (path: string) => `${inboxUrl()}/hooks/${path}`;

/** The webhook requests received at `path`. */
export async function hooksAt(path: string): Promise<ReceivedHook[]> {
  const hooks = (await (await fetch(`${inboxUrl()}/__hooks`)).json()) as ReceivedHook[];
  return hooks.filter((hook) => hook.path === `/hooks/${path}`);
}

/** A receiver's check of `Spyglass-Signature` (docs/WEBHOOKS.md). */
export function signatureIsValid(secret: string, body: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in the mail`);
  return link;
}
