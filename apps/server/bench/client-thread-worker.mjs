// The client thread's entry (client-thread.ts): the worker runs the TypeScript through tsx, as the bench does.
import { tsImport } from 'tsx/esm/api';

await tsImport('./client-thread-worker.ts', import.meta.url);
