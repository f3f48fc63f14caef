import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';

/** What handlers get besides the request: the database, the clock and the configuration. */
export interface Services {
  db: Db;
  /** The clock; injectable so tests and the scheduler can move time. */
  now: () => Date;
  config: ServerConfig;
}
