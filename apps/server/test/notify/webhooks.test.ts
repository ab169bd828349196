import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { webhookPayloadSchema, type Delivery } from '@spyglass/api/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notificationChannels, notificationDeliveries } from '../../src/db';
import { findUp } from '../../src/paths';
import { createTestApp } from '../helpers/app';
import { startReceiver } from '../helpers/receiver';
import { addChannel, changePage, checkNow, PUBLIC_URL, startWorld, watchedPage, type NotifyWorld } from './setup';

/** The verification snippets of docs/WEBHOOKS.md, as a reader would copy them. */
function snippet(language: 'js' | 'python'): string {
  const doc = readFileSync(findUp('docs/WEBHOOKS.md')!, 'utf8');
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(doc);
  if (!block?.[1]) throw new Error(`no ${language} snippet in docs/WEBHOOKS.md`);
  return block[1];
}

type Verify = (secret: string, body: string, header: string) => boolean;

describe('notifications: a change reaches the inbox and the webhook, once each, signed', () => {
  let world: NotifyWorld;
  let verify: Verify;

  beforeAll(async () => {
    world = await startWorld();
    const folder = await mkdtemp(join(tmpdir(), 'spyglass-snippet-'));
    const file = join(folder, 'verify.mjs');
    writeFileSync(file, snippet('js'));
    verify = ((await import(pathToFileURL(file).href)) as { verifySpyglassSignature: Verify }).verifySpyglassSignature;
  });
  afterAll(() => world?.close());

  it('mails the email channel and posts to the webhook, each event once, with a valid signature', async () => {
    const { app, notifications } = world.harness;
    const user = await world.harness.signup();
    const tree = await watchedPage(app, user, world.site);
    await addChannel(app, user, tree.projectId, {
      kind: 'email',
      target: 'watchers@example.com',
      events: ['page_changed', 'content_alert'],
      language: 'fr',
    });
    const webhook = await addChannel(app, user, tree.projectId, {
      kind: 'webhook',
      target: world.receiver.url('/spyglass'),
      events: ['page_changed', 'content_alert'],
    });
    expect(webhook.secret).toMatch(/^whsec_/);
    // The secret is shown once: the channel's own answer says only that it has one.
    const shown = await app.inject({ method: 'GET', url: `/api/v1/channels/${webhook.id}`, headers: user.headers });
    expect(shown.json()).toMatchObject({ has_secret: true });
    expect(shown.json()).not.toHaveProperty('secret');

    expect((await checkNow(app, user, tree.pageId)).outcome).toBe('baseline');
    await notifications.notifier.runDue();
    expect(world.receiver.requests).toHaveLength(0);

    changePage(world.site);
    expect((await checkNow(app, user, tree.pageId)).outcome).toBe('changed');
    // One pass of the notifier (what each poll does) sends both events to both channels.
    await notifications.notifier.runDue();
    await notifications.notifier.runDue();

    const requests = await world.receiver.waitForRequests(2);
    expect(requests).toHaveLength(2);
    const bodies = requests.map((request) => z.parse(webhookPayloadSchema, JSON.parse(request.body)));
    expect(bodies.map((body) => body.type).sort()).toEqual(['content_alert', 'page_changed']);
    for (const [index, request] of requests.entries()) {
      const header = String(request.headers['spyglass-signature']);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verify(webhook.secret!, request.body, header)).toBe(true);
      // A forged body or another secret fails the same check.
      expect(verify(webhook.secret!, request.body.replace('Pricing', 'Pricing!'), header)).toBe(false);
      expect(verify('whsec_other', request.body, header)).toBe(false);
      expect(request.headers['spyglass-event-id']).toBe(bodies[index]!.id);
    }
    const changed = bodies.find((body) => body.type === 'page_changed')!;
    expect(changed).toMatchObject({
      project: { id: tree.projectId, name: 'Market watch' },
      competitor: { id: tree.competitorId, name: 'Acme' },
      website: { id: tree.websiteId, name: 'Acme site' },
      page: { id: tree.pageId, name: 'Pricing' },
      url: `${PUBLIC_URL}/${tree.projectId}/competitors/${tree.competitorId}/websites/${tree.websiteId}?history=${tree.pageId}`,
    });
    expect(changed.diff_excerpt).toContain('+Spring discount: 20% off the Pro plan.');
    expect(bodies.find((body) => body.type === 'content_alert')!.summary).toContain('Spring discount');

    const mails = await world.mailbox.waitFor('watchers@example.com', 2);
    expect(mails).toHaveLength(2);
    const changeMail = mails.find((mail) => mail.subject?.includes('a changé'))!;
    expect(changeMail.subject).toBe('Pricing a changé chez Acme');
    expect(changeMail.from?.text).toContain('alerts@spyglass.test');
    expect(changeMail.html).toContain('<html lang="fr">');
    expect(changeMail.html).toContain('Voir le changement');
    expect(changeMail.text).toContain('Premières lignes du changement');
    expect(changeMail.text).toContain(changed.url);
    expect(changeMail.html).toContain(changed.url.replaceAll('&', '&amp;'));
    expect(changeMail.headers.get('spyglass-event-id')).toBe(changed.id);

    // Nothing more goes out on later passes: each event reached each channel once.
    await notifications.notifier.runDue();
    expect(world.receiver.requests).toHaveLength(2);
    expect(world.mailbox.to('watchers@example.com')).toHaveLength(2);
  });

  it('the Python snippet of the docs verifies a real delivery too', async () => {
    const request = world.receiver.requests[0]!;
    const secret = (
      await world.harness.db.select({ secret: notificationChannels.secret }).from(notificationChannels)
    ).find((row) => row.secret)!.secret!;
    const program = `${snippet('python')}\nimport sys\nok = verify_spyglass_signature(sys.argv[1], sys.stdin.buffer.read(), sys.argv[2])\nprint("valid" if ok else "invalid")\n`;
    const run = (body: string) =>
      execFileSync('python3', ['-c', program, secret, String(request.headers['spyglass-signature'])], { input: body })
        .toString()
        .trim();
    expect(run(request.body)).toBe('valid');
    expect(run(`${request.body} `)).toBe('invalid');
  });
});

describe('notifications: retries and the delivery log', () => {
  let world: NotifyWorld;
  // The receiver fails twice, then takes it.
  beforeAll(async () => (world = await startWorld({ answers: (index) => (index < 2 ? 503 : 204) })));
  afterAll(() => world?.close());

  it('a receiver that fails twice gets the event on the third try; the log shows all three', async () => {
    const { app, notifications } = world.harness;
    const user = await world.harness.signup();
    const tree = await watchedPage(app, user, world.site);
    const webhook = await addChannel(app, user, tree.projectId, {
      kind: 'webhook',
      target: world.receiver.url(),
      events: ['page_changed'],
    });
    await checkNow(app, user, tree.pageId);
    changePage(world.site);
    await checkNow(app, user, tree.pageId);

    await notifications.notifier.runDue();
    expect(world.receiver.requests).toHaveLength(1);
    // Not due again yet: the first retry waits 30 seconds.
    await notifications.notifier.runDue();
    expect(world.receiver.requests).toHaveLength(1);
    world.clock.advance(31_000);
    await notifications.notifier.runDue();
    expect(world.receiver.requests).toHaveLength(2);
    world.clock.advance(61_000);
    await notifications.notifier.runDue();
    expect(world.receiver.requests).toHaveLength(3);
    world.clock.advance(3_600_000);
    await notifications.notifier.runDue();
    expect(world.receiver.requests).toHaveLength(3);

    const ids = new Set(world.receiver.requests.map((request) => request.headers['spyglass-event-id']));
    expect(ids.size).toBe(1);
    const log = await app.inject({
      method: 'GET',
      url: `/api/v1/channels/${webhook.id}/deliveries/`,
      headers: user.headers,
    });
    expect(log.statusCode).toBe(200);
    const [delivery] = log.json<{ data: Delivery[]; count: number }>().data;
    expect(delivery).toMatchObject({
      event_type: 'page_changed',
      subject: 'Pricing',
      status: 'delivered',
      attempts: 3,
      last_error: null,
    });
    expect(delivery!.attempt_log.map((attempt) => [attempt.outcome, attempt.status_code])).toEqual([
      ['failed', 503],
      ['failed', 503],
      ['delivered', 204],
    ]);
    expect(delivery!.attempt_log[0]!.error).toBe('The receiver answered 503');
  });

  it('"Send test" sends at once, one try, and logs it', async () => {
    const { app } = world.harness;
    const user = await world.harness.signup();
    const tree = await watchedPage(app, user, world.site, '/test-page');
    const webhook = await addChannel(app, user, tree.projectId, {
      kind: 'webhook',
      target: world.receiver.url('/test'),
      events: ['content_alert'],
    });
    const before = world.receiver.requests.length;
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/channels/${webhook.id}/test`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      delivered: true,
      error: null,
      delivery: { event_type: 'test', status: 'delivered', attempts: 1 },
    });
    const request = world.receiver.requests[before]!;
    expect(JSON.parse(request.body)).toMatchObject({ type: 'test', project: { id: tree.projectId }, page: null });
  });
});

describe('notifications: check_failed and Slack', () => {
  let world: NotifyWorld;
  beforeAll(async () => (world = await startWorld()));
  afterAll(() => world?.close());

  it("tells a channel once when a page's failures in a row reach its threshold", async () => {
    const { app, notifications } = world.harness;
    const user = await world.harness.signup();
    const tree = await watchedPage(app, user, world.site, '/flaky');
    await addChannel(app, user, tree.projectId, {
      kind: 'webhook',
      target: world.receiver.url('/failed'),
      events: ['check_failed'],
      failure_threshold: 2,
    });
    world.site.set('/flaky', { status: 500, body: 'down' });
    const failedPosts = () =>
      world.receiver.requests.filter((request) => JSON.parse(request.body).type === 'check_failed');
    await checkNow(app, user, tree.pageId);
    await notifications.notifier.runDue();
    expect(failedPosts()).toHaveLength(0);
    await checkNow(app, user, tree.pageId);
    await notifications.notifier.runDue();
    expect(failedPosts()).toHaveLength(1);
    await checkNow(app, user, tree.pageId);
    await notifications.notifier.runDue();
    expect(failedPosts()).toHaveLength(1);
    expect(JSON.parse(failedPosts()[0]!.body)).toMatchObject({ type: 'check_failed', page: { id: tree.pageId } });
  });

  it('posts a Block Kit message to a Slack channel, in its language', async () => {
    const { app, notifications } = world.harness;
    const user = await world.harness.signup();
    const tree = await watchedPage(app, user, world.site, '/slack');
    await addChannel(app, user, tree.projectId, {
      kind: 'slack',
      target: world.receiver.url('/slack'),
      events: ['page_changed'],
      language: 'de',
    });
    await checkNow(app, user, tree.pageId);
    changePage(world.site, '/slack');
    await checkNow(app, user, tree.pageId);
    await notifications.notifier.runDue();
    const message = JSON.parse(world.receiver.requests.at(-1)!.body) as { text: string; blocks: { type: string }[] };
    expect(message.text).toBe('Pricing bei Acme hat sich geändert');
    expect(message.blocks.map((block) => block.type)).toEqual(['header', 'section', 'section', 'section', 'actions']);
    expect(JSON.stringify(message.blocks)).toContain('Spring discount: 20% off the Pro plan.');
    expect(JSON.stringify(message.blocks)).toContain(`?history=${tree.pageId}`);
  });
});

describe('notifications: the egress policy', () => {
  it('refuses a webhook to 127.0.0.1 without MONITOR_ALLOW_PRIVATE, at creation and at delivery', async () => {
    const receiver = await startReceiver();
    const harness = await createTestApp({ env: { PUBLIC_URL } });
    try {
      const { app, db, notifications } = harness;
      const user = await harness.signup();
      const project = (
        await app.inject({
          method: 'POST',
          url: '/api/v1/projects/',
          payload: { name: 'Guarded', description: 'Egress', url: '' },
          headers: user.headers,
        })
      ).json<{ id: string }>();
      const refused = await app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project.id}/channels/`,
        payload: { kind: 'webhook', target: receiver.url(), events: ['page_changed'] },
        headers: user.headers,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe('target: This address cannot be checked: only public web addresses can');

      // A channel that got in before (say, made when private addresses were allowed) is refused when sending.
      const [channel] = await db
        .insert(notificationChannels)
        .values({
          projectId: project.id,
          kind: 'webhook',
          target: receiver.url(),
          events: ['page_changed'],
          secret: 'whsec_x',
        })
        .returning();
      const sent = await notifications.notifier.sendTest(channel!, 'Guarded');
      expect(sent.outcome).toMatchObject({
        ok: false,
        error: 'This address cannot be checked: only public web addresses can',
      });
      expect(receiver.requests).toHaveLength(0);
      const [row] = await db.select().from(notificationDeliveries);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      await harness.close();
      await receiver.close();
    }
  });
});
