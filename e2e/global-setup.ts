/**
 * Starts the product (built server + SPA + monitor, fresh data folder) and the
 * fixture site once for the whole run; the returned function stops both.
 * Workers are spawned after this runs, so they inherit the E2E_* variables.
 */
import { startInbox } from './fixtures/mailbox';
import { startFixtureSite } from './fixtures/site';
import { startProduct } from './support/product.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const site = await startFixtureSite();
  // Mail goes to a local SMTP server; webhooks to a local receiver (both read back over HTTP).
  const inbox = await startInbox();
  let product;
  try {
    product = await startProduct({
      env: {
        // The journeys press "Check now" themselves: a scheduler that also
        // checks new pages within seconds would race them (first check =
        // baseline) and make the outcome they see depend on timing.
        MONITOR_POLL_MS: String(60 * 60 * 1000),
        SMTP_URL: inbox.smtpUrl,
        MAIL_FROM: 'Spyglass <alerts@spyglass.test>',
        NOTIFY_POLL_MS: '500',
      },
    });
  } catch (error) {
    await site.close();
    await inbox.close();
    throw error;
  }
  process.env.E2E_BASE_URL = product.url;
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_SECRET_KEY = product.secretKey;
  process.env.E2E_INBOX_URL = inbox.url;
  console.log(`Spyglass under test at ${product.url} (data ${product.dataDir}), fixture site at ${site.url}`);

  return async () => {
    await product.stop();
    await site.close();
    await inbox.close();
  };
}
