/**
 * The live channel: `GET /api/live` answers a server-sent events stream (`text/event-stream`) of small change
 * notices for the signed-in user, authenticated like every call (`Authorization: Bearer`, so the stream is
 * read with `fetch`, not `EventSource`, and no token ever goes into a URL). Each event is `event: notice`,
 * `id: <event id>` and `data: <one LiveNotice as JSON>`; a reconnect sends the last id it saw as
 * `Last-Event-ID` and gets what it missed, or `resync` when that is too old to replay. A notice names what
 * changed, never its content: the client reads the content through the API, under the API's rules, and a
 * notice about a thread reaches only users who may see that thread.
 */
export const LIVE_STREAM_PATH = '/live';

/** The SSE event name of every notice. */
export const LIVE_EVENT = 'notice';
