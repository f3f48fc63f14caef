import type { ThreadPerson } from './people';

/** Workspace members for the thread screen's stories. */
export const members: ThreadPerson[] = [
  { id: 'u-alice', name: 'Alice Martin', email: 'alice@acme.example' },
  { id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' },
  { id: 'u-carol', name: 'Carol Diaz', email: 'carol@acme.example' },
  { id: 'u-dave', name: 'Dave Okafor', email: 'dave@acme.example' },
];
