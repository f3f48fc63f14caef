import type { AnyEndpoint } from './define-endpoint.js';
import { matchPath } from './endpoint-paths.js';
import { adminEndpoints } from './endpoints/admin.js';
import { aiEndpoints } from './endpoints/ai.js';
import { attachmentEndpoints } from './endpoints/attachments.js';
import { channelEndpoints } from './endpoints/channels.js';
import { gmailConnectionEndpoints } from './endpoints/gmail-connection.js';
import { imapAccountEndpoints } from './endpoints/imap-accounts.js';
import { inboxEventEndpoints, messageEndpoints } from './endpoints/messages.js';
import {
  billingEndpoints,
  deviceEndpoints,
  inviteEndpoints,
  labelEndpoints,
  organizationEndpoints,
  otherEndpoints,
} from './endpoints/organizations.js';
import { selfEndpoints } from './endpoints/self.js';
import { inboxSplitEndpoints, ruleEndpoints, userEndpoints } from './endpoints/settings.js';
import { threadEndpoints } from './endpoints/threads.js';

/**
 * The contract: every call of spec document 2 section 7, by name. The client's methods, the query layer and
 * the server's routes are all generated from this table.
 */
export const endpoints = {
  ...attachmentEndpoints,
  ...channelEndpoints,
  ...inboxEventEndpoints,
  ...inboxSplitEndpoints,
  ...ruleEndpoints,
  ...messageEndpoints,
  ...deviceEndpoints,
  ...organizationEndpoints,
  ...selfEndpoints,
  ...threadEndpoints,
  ...userEndpoints,
  ...labelEndpoints,
  ...inviteEndpoints,
  ...billingEndpoints,
  ...otherEndpoints,
  ...aiEndpoints,
  ...adminEndpoints,
  ...gmailConnectionEndpoints,
  ...imapAccountEndpoints,
} as const satisfies Record<string, AnyEndpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export interface EndpointMatch {
  name: EndpointName;
  endpoint: AnyEndpoint;
  params: Record<string, string>;
}

/**
 * Finds the endpoint a request goes to, by method and path relative to the API base (the server dispatches
 * with this, since the spec's `:`-actions clash with router syntax). `methodNotAllowed` is true when the
 * path exists for another method.
 */
export function findEndpoint(
  method: string,
  pathname: string,
): { match: EndpointMatch; methodNotAllowed: false } | { match: null; methodNotAllowed: boolean } {
  let methodNotAllowed = false;
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, AnyEndpoint][]) {
    const params = matchPath(endpoint.path, pathname);
    if (!params) continue;
    if (endpoint.method === method.toUpperCase()) {
      return { match: { name, endpoint, params }, methodNotAllowed: false };
    }
    methodNotAllowed = true;
  }
  return { match: null, methodNotAllowed };
}
