import { z } from 'zod/mini';
import { idSchema, isHttpUrl, listOf, timestampSchema } from './common';
import { emailSchema } from './auth';
import { text } from './text';
import { digestLanguages } from './digest';

/** Where a project's notifications go. */
export const channelKinds = ['email', 'slack', 'webhook'] as const;
export type ChannelKind = (typeof channelKinds)[number];

/** What a channel may be told about (DESIGN "Phase 2": channels). */
export const channelEventTypes = ['page_changed', 'content_alert', 'check_failed'] as const;
export type ChannelEventType = (typeof channelEventTypes)[number];

/** check_failed fires once, when a page's failures in a row reach the channel's threshold. */
export const FAILURE_THRESHOLD_MIN = 1;
export const FAILURE_THRESHOLD_MAX = 50;
export const DEFAULT_FAILURE_THRESHOLD = 3;

export const CHANNEL_TARGET_MAX = 2048;
export const CHANNEL_TARGET_MESSAGE =
  'Enter an email address for an email channel, or a web address for Slack and webhooks';
export const CHANNEL_EVENTS_MESSAGE = 'Choose at least one kind of event';

const targetText = text({ min: 1, max: CHANNEL_TARGET_MAX });
const events = z
  .array(z.enum(channelEventTypes))
  .check(z.minLength(1, CHANNEL_EVENTS_MESSAGE), z.maxLength(channelEventTypes.length));
const failureThreshold = z.number().check(z.int(), z.gte(FAILURE_THRESHOLD_MIN), z.lte(FAILURE_THRESHOLD_MAX));

/** The target a kind takes: an address for email, an http(s) URL for Slack and webhooks. */
export function isTargetOf(kind: ChannelKind, target: string): boolean {
  return kind === 'email' ? z.safeParse(emailSchema, target).success : isHttpUrl(target);
}

export const channelSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  kind: z.enum(channelKinds),
  /** The address (email) or URL (Slack incoming webhook, webhook) notifications go to. */
  target: z.string(),
  events: z.array(z.enum(channelEventTypes)),
  /** check_failed: after this many failed checks of a page in a row. */
  failure_threshold: z.number().check(z.int()),
  enabled: z.boolean(),
  /** The language of its mails and Slack messages (a webhook's JSON has none). */
  language: z.enum(digestLanguages),
  /** A webhook signs with a secret, shown once (creation, rotation); only whether it has one travels after. */
  has_secret: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Channel = z.infer<typeof channelSchema>;
export const channelListSchema = listOf(channelSchema);

/** A channel just created (or its secret just rotated): the webhook's signing secret, the only time it is shown. */
export const channelWithSecretSchema = z.extend(channelSchema, { secret: z.nullable(z.string()) });
export type ChannelWithSecret = z.infer<typeof channelWithSecretSchema>;

/** POST /api/v1/projects/{id}/channels/ */
export const channelCreateSchema = z
  .object({
    kind: z.enum(channelKinds),
    target: targetText,
    events,
    failure_threshold: z._default(failureThreshold, DEFAULT_FAILURE_THRESHOLD),
    enabled: z._default(z.boolean(), true),
    language: z._default(z.enum(digestLanguages), 'en'),
  })
  .check(
    z.superRefine((value, context) => {
      if (!isTargetOf(value.kind, value.target))
        context.addIssue({ code: 'custom', path: ['target'], message: CHANNEL_TARGET_MESSAGE, input: value.target });
    }),
  );
export type ChannelCreate = z.input<typeof channelCreateSchema>;

/** PATCH /api/v1/channels/{id}: the kind stays; the target is checked against it on the server. */
export const channelUpdateSchema = z.object({
  target: z.optional(targetText),
  events: z.optional(events),
  failure_threshold: z.optional(failureThreshold),
  enabled: z.optional(z.boolean()),
  language: z.optional(z.enum(digestLanguages)),
});
export type ChannelUpdate = z.input<typeof channelUpdateSchema>;

/** A delivery's state: waiting (first try or a retry), on its way, done, or given up after 24 hours. */
export const deliveryStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The events a delivery carries: the channel's kinds, and a test sent by hand. */
export const deliveryEventTypes = [...channelEventTypes, 'test'] as const;
export type DeliveryEventType = (typeof deliveryEventTypes)[number];

export const deliveryAttemptSchema = z.object({
  number: z.number().check(z.int(), z.positive()),
  started_at: timestampSchema,
  /** `interrupted`: the worker sending it stopped before it knew the outcome. */
  outcome: z.enum(['sending', 'delivered', 'failed', 'interrupted']),
  /** The receiver's HTTP status (webhook, Slack), null when none came back or for mail. */
  status_code: z.nullable(z.number().check(z.int())),
  error: z.nullable(z.string()),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** One event on its way to one channel (GET /api/v1/channels/{id}/deliveries/). */
export const deliverySchema = z.object({
  id: idSchema,
  event_id: idSchema,
  event_type: z.enum(deliveryEventTypes),
  /** The page (or test) the event is about, for the log. */
  subject: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().check(z.int(), z.nonnegative()),
  created_at: timestampSchema,
  next_attempt_at: z.nullable(timestampSchema),
  delivered_at: z.nullable(timestampSchema),
  last_error: z.nullable(z.string()),
  attempt_log: z.array(deliveryAttemptSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = listOf(deliverySchema);

/** POST /api/v1/channels/{id}/test: sent at once, one try; the delivery is in the log either way. */
export const channelTestResultSchema = z.object({
  delivered: z.boolean(),
  error: z.nullable(z.string()),
  delivery: deliverySchema,
});
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;

/** POST /api/v1/channels/{id}/rotate-secret: the new secret, shown once; the old one stops signing at once. */
export const channelSecretSchema = z.object({ secret: z.string() });
export type ChannelSecret = z.infer<typeof channelSecretSchema>;

/** The JSON body a webhook receives (docs/WEBHOOKS.md). */
export const webhookPayloadSchema = z.object({
  id: idSchema,
  type: z.enum(deliveryEventTypes),
  occurred_at: timestampSchema,
  project: z.object({ id: idSchema, name: z.string() }),
  competitor: z.nullable(z.object({ id: idSchema, name: z.string() })),
  website: z.nullable(z.object({ id: idSchema, name: z.string(), url: z.string() })),
  page: z.nullable(z.object({ id: idSchema, name: z.string(), url: z.string() })),
  summary: z.string(),
  diff_excerpt: z.nullable(z.string()),
  classification: z.nullable(z.unknown()),
  /** Where to see it in Spyglass. */
  url: z.string(),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
