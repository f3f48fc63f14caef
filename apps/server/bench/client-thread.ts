/**
 * The bench's HTTP client, on a thread of its own (a worker): the server's figures are the server's, not
 * the server's plus its client's. Run in the server's own thread, undici's fetch (its streams, the gzip of
 * an answer undone) and autocannon took that thread's time from the server they measured: about 2 ms of
 * a 7 ms inbox page (s37, bench/tmp probes; a browser's fetch never runs in the server's process).
 * The worker sends the requests as a browser does (fetch, gzip accepted) and times them itself.
 */
import { Worker } from 'node:worker_threads';
import type { Samples, Sampling } from './measure.js';

/** The slice of autocannon's result the bench prints. */
export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Seconds. */
  duration: number;
}

/** What the worker is asked (see client-thread-worker.ts), each with an id its answer carries back. */
export type ClientTask =
  | { kind: 'get'; path: string }
  | { kind: 'sample'; calls: string[][]; sampling: Sampling }
  | { kind: 'load'; path: string; connections: number; duration: number }
  | { kind: 'poll'; users: number; seconds: number; paths: { path: string; everyMs: number }[] };

export interface PollResult {
  times: number[];
  errors: number;
}

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export interface ClientThread {
  /** GET `/api${path}`: the answer's text (an error for a status other than 2xx). */
  get(path: string): Promise<string>;
  /** Timed sequential calls: call i sends the GETs of `calls[i % calls.length]` one after the other. */
  sample(calls: string[][], sampling: Sampling): Promise<Samples>;
  /** autocannon against `/api${path}`. */
  load(path: string, connections: number, duration: number): Promise<LoadResult>;
  /** `users` users, each GETting every path at its interval, for `seconds`. */
  poll(users: number, seconds: number, paths: { path: string; everyMs: number }[]): Promise<PollResult>;
  close(): Promise<void>;
}

/** Starts the client thread for a server at `origin`, sending `headers` (the bearer token) with every call. */
export function startClientThread(origin: string, headers: Record<string, string>): ClientThread {
  const worker = new Worker(new URL('./client-thread-worker.mjs', import.meta.url), {
    workerData: { origin, headers },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(new Error(answer.error));
  });
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the client thread exited (${code})`)));
  const ask = <T>(task: ClientTask) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, task });
    });
  return {
    get: (path) => ask<string>({ kind: 'get', path }),
    sample: (calls, sampling) => ask<Samples>({ kind: 'sample', calls, sampling }),
    load: (path, connections, duration) => ask<LoadResult>({ kind: 'load', path, connections, duration }),
    poll: (users, seconds, paths) => ask<PollResult>({ kind: 'poll', users, seconds, paths }),
    close: async () => {
      await worker.terminate();
    },
  };
}
