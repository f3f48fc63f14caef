/**
 * Splits an mbox file into its messages. Each message starts at a `From ` line at the start of the file or
 * after an empty line (the mboxo/mboxrd separator, as Thunderbird, mutt and Google Takeout write it); quoted
 * body lines (`>From `, `>>From ` in mboxrd) lose one `>`.
 */
export function splitMbox(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const messages: string[] = [];
  let current: string[] | null = null;
  let previousBlank = true;
  for (const line of lines) {
    if (previousBlank && line.startsWith('From ')) {
      if (current) messages.push(finish(current));
      current = [];
    } else if (current) {
      current.push(/^>+From /.test(line) ? line.slice(1) : line);
    }
    previousBlank = line === '';
  }
  if (current) messages.push(finish(current));
  return messages.filter((m) => m.trim() !== '');
}

function finish(lines: string[]): string {
  // The blank line before the next separator belongs to the mbox, not to the message.
  const end = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  return `${lines.slice(0, end).join('\r\n')}\r\n`;
}

/** True when a file's first bytes look like an mbox (a `From ` separator line) rather than one message. */
export function looksLikeMbox(head: string): boolean {
  return /^From \S+/.test(head);
}
