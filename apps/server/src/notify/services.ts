import type { Config } from '../config';
import type { Database } from '../db';
import { createMailer, createMailTranslator, type Mailer, type MailT } from '../mail';
import type { EgressPolicy, MonitorConfig, MonitorLogger } from '../monitor';
import { createNotifier, type Notifier, type NotifierOptions } from './notifier';

export interface NotificationServices {
  mailer: Mailer;
  translate: (language: string) => MailT;
  egress: EgressPolicy;
  notifier: Notifier;
}

/**
 * Mail, its texts and the notifier, made once per process from the
 * configuration; outbound requests keep to the monitor's egress policy
 * (MONITOR_ALLOW_PRIVATE, MONITOR_ALLOWED_PORTS).
 */
export function createNotificationServices(options: {
  config: Config;
  monitorConfig: Pick<MonitorConfig, 'MONITOR_ALLOW_PRIVATE' | 'MONITOR_ALLOWED_PORTS'>;
  db: Database;
  log: MonitorLogger;
  localesDir: string;
  extra?: Partial<NotifierOptions>;
}): NotificationServices {
  const { config, monitorConfig } = options;
  const mailer = createMailer(config);
  const translate = createMailTranslator(options.localesDir);
  const egress: EgressPolicy = {
    allowPrivate: monitorConfig.MONITOR_ALLOW_PRIVATE,
    allowedPorts: monitorConfig.MONITOR_ALLOWED_PORTS,
  };
  const notifier = createNotifier({
    db: options.db,
    config,
    mailer,
    translate,
    egress,
    log: options.log,
    ...options.extra,
  });
  return { mailer, translate, egress, notifier };
}
