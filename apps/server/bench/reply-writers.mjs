// The replies part's writers (bench/concurrency.ts), in a worker thread of their own: clients are other
// machines in a deployment, and on the server's own thread their HTTP work (about a tenth of a reply's CPU on
// PGlite, where the database runs on that thread too) would be taken from the server. Plain JavaScript, so
// the worker needs no TypeScript loader. Posts { replies, failed: [[status, count], ...], seconds }: replies
// answered in the `seconds` after `warmup` seconds of the same writing (uncounted: the JIT, and each pooled
// connection preparing the reply's statements and planning them five times before its generic plan).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ origin: string, threads: string[], writers: { user: string, token: string }[], members: string[], seconds: number, warmup: number }} */
const { origin, threads, writers, members, seconds, warmup } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One POST over a kept-alive connection: its status and Retry-After. */
function post(url, token, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Number(response.headers['retry-after'] ?? 1),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const counted = performance.now() + warmup * 1000;
const until = counted + seconds * 1000;
let replies = 0;
const failed = new Map();
await Promise.all(
  writers.map(async ({ user, token }, w) => {
    const to = members.filter((u) => u !== user).map((user_id) => ({ user_id, type: 'to' }));
    for (let n = 0; performance.now() < until; n += 1) {
      const thread = threads[(n * 7 + w) % threads.length];
      const body = JSON.stringify({
        id: `msg_w${w}_${n}`,
        message_body: `<p>Reply ${n} from writer ${w}</p>`,
        internal_recipients: to,
      });
      // Like the app's client: a 503 is sent again after its Retry-After (and jitter), at most 5 times.
      for (let attempt = 1; ; attempt += 1) {
        const response = await post(`${origin}/api/threads/${thread}/messages`, token, body);
        // Failures count from the first second; replies once the warm-up is over.
        if (response.status === 201) {
          if (performance.now() >= counted) replies += 1;
        } else if (response.status !== 503 || attempt === 5)
          failed.set(response.status, (failed.get(response.status) ?? 0) + 1);
        if (response.status !== 503 || attempt === 5) break;
        await new Promise((resolve) =>
          setTimeout(resolve, response.retryAfter * 1000 * (1 + Math.random() / 2)),
        );
      }
    }
  }),
);
agent.destroy();
parentPort?.postMessage({ replies, failed: [...failed], seconds: (performance.now() - counted) / 1000 });
