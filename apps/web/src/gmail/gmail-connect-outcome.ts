/**
 * What the Gmail callback page tells the Email accounts section after a refused connection: kept in this
 * tab's session storage for the one screen that follows (read once, then forgotten), so a reload does not
 * show an old failure again.
 */
const KEY = 'switchboard.gmailConnectError';

export function rememberGmailConnectError(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch (error) {
    console.error('Switchboard: could not keep the Gmail connection error', error);
  }
}

export function takeGmailConnectError(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}

/** The app's page Google sends the browser back to (the server accepts it only on its allowed origins). */
export function gmailRedirectUri(origin: string): string {
  return `${origin}/gmail/callback`;
}
