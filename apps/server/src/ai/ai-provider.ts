/**
 * The AI helpers' provider: what every implementation answers from the mailbox's own text. The handlers
 * (ai-handlers.ts) load only threads the caller can see and hand them over; a provider never reads the
 * database itself. Two implementations: the embedded offline one (embedded-provider.ts) and an
 * OpenAI-compatible chat-completions endpoint (openai-compatible-provider.ts).
 */

/** One message of a thread, as text. */
export interface SourceMessage {
  sender: string;
  /** True when the caller sent it. */
  fromSelf: boolean;
  text: string;
}

/** A thread the caller can see, with its messages oldest first. */
export interface SourceThread {
  id: string;
  title: string;
  messages: SourceMessage[];
}

/** A source the answer used, numbered as the answer cites it (`[1]`). */
export interface UsedSource {
  index: number;
  threadId: string;
  /** The source's words the answer rests on. */
  excerpt: string;
}

export interface ChatAnswer {
  answer: string;
  used: UsedSource[];
}

export interface AiProvider {
  /** The provider's name (logs, tests). */
  readonly name: 'embedded' | 'openai-compatible';
  /** A Markdown summary of the thread (its sentences, not invented ones, for the embedded provider). */
  summarize(thread: SourceThread): Promise<string>;
  /** Up to three short replies to the thread's latest message from someone else. */
  quickReplies(thread: SourceThread): Promise<string[]>;
  /** A subject line for a message body (plain text); empty when there is nothing to name. */
  subject(body: string): Promise<string>;
  /** Answers a question from the given threads (already retrieved and authorised), citing them. */
  answer(question: string, sources: SourceThread[]): Promise<ChatAnswer>;
}

/** The text of a whole thread, one message after the other. */
export function threadText(thread: SourceThread): string {
  return thread.messages.map((m) => m.text).join('\n');
}

/** The latest message someone else sent (the one to reply to), or null. */
export function latestIncoming(thread: SourceThread): SourceMessage | null {
  for (let i = thread.messages.length - 1; i >= 0; i--) {
    const message = thread.messages[i];
    if (message && !message.fromSelf) return message;
  }
  return null;
}
