import { type LiveNotice, LiveNoticeSchema } from '@switchboard/api-client';

export interface ReceivedNotice {
  id: string;
  notice: LiveNotice;
}

export interface LiveStreamReader {
  status: number;
  /** Resolves with the first notice (from now on, in arrival order) that `match` accepts; rejects after `ms`. */
  next(match: (notice: LiveNotice) => boolean, ms?: number): Promise<ReceivedNotice>;
  /** Every notice received so far. */
  received: ReceivedNotice[];
  close(): void;
}

/** Opens `GET /api/live` as a browser tab would (fetch, bearer token, Last-Event-ID) and parses the events. */
export async function openLiveStream(
  baseUrl: string,
  token: string,
  lastEventId?: string,
): Promise<LiveStreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const received: ReceivedNotice[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            let id = '';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('id:')) id = line.slice(3).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trim();
            }
            if (!data) continue;
            received.push({ id, notice: LiveNoticeSchema.parse(JSON.parse(data)) });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: response.status,
    received,
    next(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < received.length) {
            const item = received[cursor++] as ReceivedNotice;
            if (match(item.notice)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(item);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching notice within ${ms} ms; got ${JSON.stringify(received)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
