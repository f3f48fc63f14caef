import {
  isUnavailable,
  type MutationDefinitions,
  type MutationName,
  UNAVAILABLE_ATTEMPTS,
  UNAVAILABLE_DEFAULT_WAIT_MS,
  UNAVAILABLE_MAX_WAIT_MS,
} from '@switchboard/api-client';
import {
  type Mutation,
  MutationCache,
  type MutationCacheConfig,
  onlineManager,
  type QueryClient,
  useMutationState,
} from '@tanstack/react-query';

/** How many replays of waiting changes are under way (one at a time; a number so nesting stays right). */
let replaying = 0;

/**
 * The mutations' `retry`: a change replayed on reconnect that the server refused under load (503
 * `unavailable`: it did nothing, so sending it again is safe) is sent again after the answer's
 * `Retry-After`, up to UNAVAILABLE_ATTEMPTS sends, instead of being rolled back and lost at the moment the
 * whole app reconnects at once. Any other failure, and any write made online, is never sent again.
 */
export function retryReplayedChange(failureCount: number, error: unknown): boolean {
  return replaying > 0 && isUnavailable(error) && failureCount < UNAVAILABLE_ATTEMPTS - 1;
}

/** The wait before a replayed change is sent again: the refusal's `Retry-After`, bounded. */
export function replayRetryDelay(_failureCount: number, error: unknown): number {
  const asked = isUnavailable(error) ? error.retryAfterMs : null;
  return Math.min(asked ?? UNAVAILABLE_DEFAULT_WAIT_MS, UNAVAILABLE_MAX_WAIT_MS);
}

/**
 * Changes made offline (archive, star, read, labels, snooze, status, drafts...) wait as TanStack Query's
 * paused mutations (mutations run with networkMode 'online': offline, their optimistic change shows at once
 * and the call waits). On reconnect they are sent again one after another, in the order they were made
 * (TanStack's own resume sends them all at once), each settling as usual: its answer reconciled, a refusal
 * rolled back with the error toast. The persister keeps them across a reload (persist-query-cache.ts); the
 * mutation defaults set here give a restored one back its call and its reconciliation.
 */
export class OrderedMutationCache extends MutationCache {
  #resuming: Promise<unknown> | null = null;
  /** The change the replay is sending now (it may pause again: offline, or a hidden page between retries). */
  #current: Mutation<unknown, Error, unknown, unknown> | null = null;

  constructor(config?: MutationCacheConfig) {
    super(config);
  }

  override resumePausedMutations(): Promise<unknown> {
    // One replay at a time: a reconnect (or the page shown again) during a replay continues the same
    // queue, starting with the change it is sending, if that one paused between two sends.
    if (this.#resuming) {
      if (this.#current?.state.isPaused) void this.#current.continue().catch(() => undefined);
      return this.#resuming;
    }
    this.#resuming = (async () => {
      const tried = new Set<Mutation<unknown, Error, unknown, unknown>>();
      try {
        for (;;) {
          const next = this.getAll().find((mutation) => mutation.state.isPaused && !tried.has(mutation));
          if (!next || !onlineManager.isOnline()) return;
          tried.add(next);
          replaying += 1;
          this.#current = next;
          try {
            await next.continue().catch(() => undefined);
          } finally {
            replaying -= 1;
            this.#current = null;
          }
          // Its answer reconciled (onSuccess / onError ran) before the next one goes out.
          await this.#settled(next);
        }
      } finally {
        this.#resuming = null;
      }
    })();
    return this.#resuming;
  }

  #settled(mutation: Mutation<unknown, Error, unknown, unknown>): Promise<void> {
    return new Promise((resolve) => {
      const done = () => mutation.state.status !== 'pending' || !this.getAll().includes(mutation);
      if (done()) return resolve();
      const unsubscribe = this.subscribe(() => {
        if (!done()) return;
        unsubscribe();
        resolve();
      });
    });
  }
}

/** Gives every write its definition by key, so a mutation restored from the device can run (and settle). */
export function registerMutationDefaults(queryClient: QueryClient, mutations: MutationDefinitions): void {
  for (const name of Object.keys(mutations) as MutationName[]) {
    const options = (mutations[name] as () => ReturnType<MutationDefinitions[MutationName]>)();
    // biome-ignore lint/suspicious/noExplicitAny: the definitions' generics are their own.
    queryClient.setMutationDefaults([name], options as any);
  }
}

/**
 * The `meta` of a write the app makes on its own (bookkeeping such as when a split was last opened): it waits
 * and goes out like any other, but it is not a change the person made, so the banner does not count it.
 */
export const BACKGROUND_WRITE = { background: true } as const;

/** A change the person made that waits for the network (made offline, or restored from the device and not yet sent). */
export function isWaitingChange(mutation: Pick<Mutation, 'state' | 'meta'>): boolean {
  return mutation.state.status === 'pending' && mutation.state.isPaused && mutation.meta?.background !== true;
}

/** How many changes wait for the network (the offline banner says so). */
export function useWaitingChanges(): number {
  return useMutationState({
    filters: { predicate: (mutation) => isWaitingChange(mutation) },
    select: (mutation) => mutation.mutationId,
  }).length;
}

/** The variables of the changes waiting for the network, in the order made (rows show them as pending). */
export function useWaitingChangeVariables(): readonly unknown[] {
  return useMutationState({
    filters: { predicate: (mutation) => isWaitingChange(mutation) },
    select: (mutation) => mutation.state.variables,
  });
}
