import { UNDO_REGISTRY_CLEANUP_AT, UNDO_REGISTRY_MAX_AGE_MS } from '@switchboard/domain';
import {
  type MutationOptions,
  mutationOptions,
  partialMatchKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/create-api-client.js';
import { endpointRoutes } from '../contract/endpoint-routes.js';
import type { EndpointName, Endpoints } from '../contract/endpoints.js';
import type * as MutationSpecsModule from './mutation-specs.js';
import type { MutationSpec, Result, Specs, Vars } from './mutation-specs.js';
import { mutationTracker } from './mutation-tracker.js';
import { type Rollback, rollbackAll } from './rollback.js';
import { undoRegistry } from './undo-registry.js';

export type { Refetch } from './mutation-specs.js';

/** The endpoints that write. */
export type MutationName = {
  [K in EndpointName]: Endpoints[K]['kind'] extends 'mutation' ? K : never;
}[EndpointName];

/** What `onMutate` hands on: the per-item rollbacks and the tracker's "settled" mark. */
export interface MutationContext {
  rollbacks: Rollback[];
  settle: () => void;
}

export type MutationDefinitions = {
  [N in MutationName]: () => MutationOptions<Result<N>, ApiError, Vars<N>, MutationContext>;
};

export interface CreateMutationsOptions {
  /** Timer for the delayed refetches (tests use fake timers). */
  schedule?: (callback: () => void, delayMs: number) => void;
  /** The clock, for optimistic dates (trash, snooze start). */
  now?: () => Date;
}

let specsModule: Promise<typeof MutationSpecsModule> | undefined;

/**
 * The table of what each write does to the cache (mutation-specs.ts), loaded once: by the first write, or
 * sooner by the app (on idle after the first rows) so that a write never waits for it. A failed load (a
 * network error) is tried again by the next write.
 */
export function loadMutationSpecs(): Promise<typeof MutationSpecsModule> {
  specsModule ??= import('./mutation-specs.js').catch((error: unknown) => {
    specsModule = undefined;
    throw error;
  });
  return specsModule;
}

/** The writes of the contract, by name (the zod-free route table says which endpoints write). */
const mutationNames = (Object.keys(endpointRoutes) as EndpointName[]).filter(
  (name): name is MutationName => endpointRoutes[name][2] === 'mutation',
);

/**
 * Mutation definitions for every write of the contract, for `useMutation(mutations.starThreads())`.
 * Each applies its optimistic change to the cached data at once, rolls it back per item when the call
 * fails (sends excepted: a failed send stays, marked failed), records itself so query results fetched
 * meanwhile are discarded, and refetches after success with the spec's delays (thread 10 s, account unread
 * counts 5 s, channel counts 5 s, channel thread change 20 s). The result of a cancellable mutation holds
 * its `cancelToken`; `mutations.cancelCommand()` with that token undoes it, rolling back the same items.
 *
 * The definitions are made at once; what each write does to the cache comes with its first `onMutate`
 * (`loadMutationSpecs`), so the startup code does not carry it.
 */
export function createMutations(
  api: ApiClient,
  queryClient: QueryClient,
  options: CreateMutationsOptions = {},
): MutationDefinitions {
  const schedule = options.schedule ?? ((callback, delayMs) => setTimeout(callback, delayMs));
  const now = options.now ?? (() => new Date());
  const qc = queryClient;
  let built: Specs | undefined;
  const specs = async (): Promise<Specs> => {
    built ??= (await loadMutationSpecs()).createMutationSpecs(qc, now);
    return built;
  };

  const definitions: Record<string, () => unknown> = {};
  for (const name of mutationNames) {
    definitions[name] = () => buildOptions(name);
  }
  return definitions as MutationDefinitions;

  function buildOptions<N extends MutationName>(
    name: N,
  ): MutationOptions<Result<N>, ApiError, Vars<N>, MutationContext> {
    const specOf = async () => (await specs())[name] as MutationSpec<N>;
    const call = api[name] as unknown as (vars: Vars<N>) => Promise<Result<N>>;
    return mutationOptions<Result<N>, ApiError, Vars<N>, MutationContext>({
      mutationKey: [name],
      mutationFn: (vars) => call(vars),
      onMutate: async (vars) => {
        const spec = await specOf();
        const touched = spec.touches(vars);
        // Fetches under way on touched data are cancelled; the tracker fetches them again after the change.
        const interrupted = qc
          .getQueryCache()
          .findAll({ fetchStatus: 'fetching' })
          .filter((query) => touched.some((prefix) => partialMatchKey(query.queryKey, prefix)))
          .map((query) => query.queryKey);
        const settle = mutationTracker(qc).begin(touched, interrupted);
        await Promise.all(touched.map((queryKey) => qc.cancelQueries({ queryKey })));
        return { rollbacks: spec.apply?.(vars) ?? [], settle };
      },
      onError: async (_error, vars, context) => {
        const spec = await specOf();
        if (spec.send) {
          spec.onSendFailure?.(vars);
          return;
        }
        if (context?.rollbacks) rollbackAll(context.rollbacks);
        // A change restored from the device after a reload has no rollbacks (they were functions): the
        // data it touched is fetched again instead.
        else for (const queryKey of spec.touches(vars)) void qc.invalidateQueries({ queryKey });
      },
      onSuccess: async (result, vars, context) => {
        const spec = await specOf();
        spec.onSuccess?.(result, vars);
        const token = (result as { cancelToken?: unknown } | undefined)?.cancelToken;
        if (typeof token === 'string' && context && context.rollbacks.length > 0) {
          const registry = undoRegistry(qc);
          const at = Date.now();
          if (registry.size >= UNDO_REGISTRY_CLEANUP_AT) {
            for (const [key, entry] of registry) {
              if (at - entry.at > UNDO_REGISTRY_MAX_AGE_MS) registry.delete(key);
            }
          }
          registry.set(token, { rollbacks: context.rollbacks, at });
        }
        for (const [queryKey, delayMs, only] of spec.refetch(vars)) {
          const invalidate = () =>
            void qc.invalidateQueries({
              queryKey,
              ...(only ? { predicate: (query: { queryKey: QueryKey }) => only(query.queryKey) } : {}),
            });
          if (delayMs === 0) invalidate();
          else schedule(invalidate, delayMs);
        }
      },
      onSettled: (_result, _error, _vars, context) => {
        context?.settle?.();
      },
    });
  }
}
