import type { Config } from '../config';
import type { Database } from '../db';
import type { LoginThrottle } from '../domain/loginThrottle';
import type { TokenService } from '../domain/tokens';
import type { Mailer, MailT } from '../mail';
import type { EgressPolicy, Monitor } from '../monitor';
import type { AppLinks, Notifier } from '../notify';
import type { DiscoveryService } from '../recon';

/** What every route plugin is registered with; each takes the part it needs. */
export interface RouteDeps {
  config: Config;
  db: Database;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** Runs "check now"; on PostgreSQL the API process has a monitor too, without its polling loop. */
  monitor: Pick<Monitor, 'checkNow' | 'checkRules' | 'previewRules' | 'capabilities' | 'screenshotPage'>;
  /** "Check now" requests one person may have running at once (MONITOR_CHECKS_PER_USER). */
  checksPerUser?: number;
  /** Discovers websites' pages (Recon). */
  recon: DiscoveryService;
  /** Round trip to the database, for the health check. */
  ping: () => Promise<boolean>;
  /** Mail (configured or not) and its texts in each language. */
  mailer: Mailer;
  translate: (language: string) => MailT;
  links: AppLinks;
  /** Sends a channel's test at once; on PostgreSQL the API process has a notifier too, without its polling loop. */
  notifier: Pick<Notifier, 'sendTest'>;
  /** The monitor's egress policy, which channels' URLs must pass. */
  egress: EgressPolicy;
}
