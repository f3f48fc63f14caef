/** An HTTP answer as the test client gives it. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * True for the answer the server sends when it sheds load (docs/CONCURRENCY.md): 503 with the error type
 * `unavailable` and a `Retry-After` in whole seconds. It is a correct refusal (the request did nothing),
 * not a server error; any other 5xx is one.
 */
export function isLoadShedRefusal(answer: Answer): boolean {
  const type = (answer.body as { error?: { type?: unknown } } | null)?.error?.type;
  return (
    answer.status === 503 && type === 'unavailable' && /^\d+$/.test(answer.headers.get('retry-after') ?? '')
  );
}
