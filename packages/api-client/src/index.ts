// The contract

// The client
export * from './client/api-error.js';
export * from './client/create-api-client.js';
export * from './client/endpoint-types.js';
export * from './client/error-message.js';
export * from './client/request.js';
export * from './client/upload-attachment.js';
export * from './contract/billing-invoices.js';
export * from './contract/common-schemas.js';
export * from './contract/define-endpoint.js';
export * from './contract/endpoint-paths.js';
export * from './contract/endpoints/admin.js';
export * from './contract/endpoints/ai.js';
export * from './contract/endpoints/attachments.js';
export * from './contract/endpoints/channels.js';
export * from './contract/endpoints/gmail-connection.js';
export * from './contract/endpoints/imap-accounts.js';
export * from './contract/endpoints/messages.js';
export * from './contract/endpoints/organizations.js';
export * from './contract/endpoints/self.js';
export * from './contract/endpoints/settings.js';
export * from './contract/endpoints/threads.js';
export * from './contract/endpoints.js';
export * from './contract/error-types.js';
export * from './contract/errors.js';
export * from './contract/input-limits.js';
export * from './contract/list-rows.js';
export * from './contract/live.js';
export * from './contract/live-stream.js';
export * from './contract/load-schemas.js';
export * from './contract/page.js';
export * from './contract/query-params.js';
export * from './contract/query-string.js';
// TanStack Query
export * from './query/mutation-tracker.js';
export * from './query/mutations.js';
export * from './query/optimistic.js';
export * from './query/polling.js';
export * from './query/query-client.js';
export * from './query/query-keys.js';
export * from './query/query-options.js';
export * from './query/structural-sharing.js';
