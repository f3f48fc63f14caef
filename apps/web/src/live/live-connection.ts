import { LIVE_EVENT, LIVE_STREAM_PATH, type LiveNotice, parseLiveNotice } from '@switchboard/api-client';

/** Waits before reconnecting: 1 s, doubling up to 15 s while the server stays away. */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 15_000;

export interface LiveConnectionOptions {
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  onNotice: (notice: LiveNotice) => void;
  /** The stream became healthy (true, after its `ready`) or went down (false). */
  onHealth: (healthy: boolean) => void;
  fetch?: typeof fetch;
}

/**
 * One tab's live stream: `GET /api/live` read with `fetch` (the access token goes in the Authorization
 * header, never in a URL, which `EventSource` could not do), parsed as server-sent events. It reconnects
 * after a drop with the last event id it saw (`Last-Event-ID`), so the server replays what came meanwhile
 * or answers `resync`; it stops for good on `close()` or when the tab is signed out.
 */
export class LiveConnection {
  private lastEventId: string | null = null;
  private controller: AbortController | null = null;
  private closed = false;
  private delay = RECONNECT_MIN_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private healthy = false;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    void this.connect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.controller?.abort();
    this.setHealth(false);
  }

  private setHealth(healthy: boolean): void {
    if (this.healthy === healthy) return;
    this.healthy = healthy;
    this.options.onHealth(healthy);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const controller = new AbortController();
    this.controller = controller;
    try {
      const token = await this.options.getAccessToken();
      if (!token || this.closed) return;
      const response = await (this.options.fetch ?? fetch)(`${this.options.baseUrl}${LIVE_STREAM_PATH}`, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
      await this.read(response.body);
    } catch {
      // A drop, a refusal or the server away: polling carries on, and the stream is tried again.
    }
    this.setHealth(false);
    if (this.closed) return;
    this.timer = setTimeout(() => void this.connect(), this.delay);
    this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS);
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        // One notice after another, in order (the first waits for the contract's schemas to load).
        await this.dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  private async dispatch(block: string): Promise<void> {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (event !== LIVE_EVENT || data.length === 0) return;
    let notice: LiveNotice;
    try {
      notice = await parseLiveNotice(JSON.parse(data.join('\n')));
    } catch {
      return;
    }
    if (this.closed) return;
    if (id) this.lastEventId = id;
    if (notice.type === 'ready') {
      this.delay = RECONNECT_MIN_MS;
      this.setHealth(true);
    }
    this.options.onNotice(notice);
  }
}
