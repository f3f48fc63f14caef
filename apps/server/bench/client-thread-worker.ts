/** The bench's client thread (see client-thread.ts): runs the tasks the bench posts, one at a time. */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ClientTask, LoadResult, PollResult } from './client-thread.js';
import { sample } from './measure.js';

const { origin, headers } = workerData as { origin: string; headers: Record<string, string> };

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}
/** The slice of autocannon's API used here (the package ships no types). */
type Autocannon = ((options: AutocannonOptions) => Promise<unknown>) & {
  /** Off the main thread autocannon answers its raw result; this turns it into the figures. */
  aggregateResult: (results: unknown[], options: AutocannonOptions) => LoadResult;
};
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function get(path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${origin}/api${path}`, { headers });
  } catch (error) {
    // A keep-alive socket the server closed while idle (between two cases) resets once: retry then.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    response = await fetch(`${origin}/api${path}`, { headers });
  }
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

async function poll(task: Extract<ClientTask, { kind: 'poll' }>): Promise<PollResult> {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + task.seconds * 1000;
  const one = async (path: string, everyMs: number) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * everyMs));
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/api${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - started);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))),
      );
    }
  };
  await Promise.all(
    Array.from({ length: task.users }, () => task.paths.map((p) => one(p.path, p.everyMs))).flat(),
  );
  return { times, errors };
}

async function run(task: ClientTask): Promise<unknown> {
  switch (task.kind) {
    case 'get':
      return get(task.path);
    case 'sample':
      return sample(async (i) => {
        for (const path of task.calls[i % task.calls.length] ?? []) await get(path);
      }, task.sampling);
    case 'load': {
      const options = {
        url: `${origin}/api${task.path}`,
        connections: task.connections,
        duration: task.duration,
        headers,
      };
      const result = autocannon.aggregateResult([await autocannon(options)], options);
      // The figures only (autocannon's result holds more than a message between threads can carry).
      // (Off the main thread the per-second samples stay in the worker's histogram: the rate is the total
      // over the run's own duration.)
      const { requests, latency, non2xx, errors, timeouts, duration } = result;
      return {
        requests: { average: requests.total / duration, total: requests.total },
        latency: { p50: latency.p50, p99: latency.p99, average: latency.average },
        non2xx,
        errors,
        timeouts,
        duration,
      } satisfies LoadResult;
    }
    case 'poll':
      return poll(task);
  }
}

parentPort?.on('message', ({ id, task }: { id: number; task: ClientTask }) => {
  run(task).then(
    (value) => parentPort?.postMessage({ id, ok: true, value }),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
