// The drafts' reader, loaded with the first use of the drafts (draft-store.ts): it checks each stored draft
// with the domain's DraftSchema, which brings zod and the model's schemas. Kept out of /inbox's startup
// JavaScript (issue 17); only this import may name it.
export { parseStoredDrafts } from '@switchboard/domain';
