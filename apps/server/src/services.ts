import type { BillingProvider } from './billing/billing-provider.js';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import type { GmailService } from './mail/gmail/service.js';
import type { ImapAccounts } from './mail/imap-accounts.js';
import type { PushSender } from './push/push-sender.js';
import type { CancelRegistry } from './undo/cancel-registry.js';

/** Work that runs after a request answered (bulk rule application); tests wait for it with `idle()`. */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackground(logger: Pick<Console, 'error'>): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error(`[background] ${name} failed`, error))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** What handlers get besides the request: the database, the clock and the configuration. */
export interface Services {
  db: Db;
  /** The clock; injectable so tests and the scheduler can move time. */
  now: () => Date;
  config: ServerConfig;
  cancels: CancelRegistry;
  background: Background;
  /** Signs file URLs (uploads and downloads carry a signature instead of a bearer token). */
  fileSecret: string;
  /** Gmail accounts (sync, pushes, sending), when GOOGLE_CLIENT_ID/SECRET are configured. */
  gmail?: GmailService;
  /** The billing provider (local by default, Stripe with BILLING_PROVIDER=stripe); set at start. */
  billing?: BillingProvider;
  /** The live channel (notices and presence), when the database offers LISTEN. */
  live?: import('./live/live-hub.js').LiveHub;
  /** Web Push: the VAPID public key and the queue's sender (the server sets it at start). */
  push?: PushSender;
  /** IMAP accounts: connect, watchers, write-back of read and starred (mail/imap-accounts.ts). */
  imap: ImapAccounts;
}
