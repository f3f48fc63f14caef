/*
 * What the client parses with, in one module that it loads on its first call (`loadContractSchemas`), apart
 * from the startup code: zod and every schema of the contract and the domain come with it
 * (docs/ARCHITECTURE.md, "What /inbox loads at start").
 */
export { endpoints } from './endpoints.js';
export { ErrorBodySchema } from './errors.js';
export { LiveNoticeSchema } from './live.js';
