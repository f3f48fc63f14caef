import { sliceGraphemes, truncateGraphemes } from '@switchboard/domain';
import type { AiConfig } from '../config.js';
import { HttpError } from '../http/http-error.js';
import {
  type AiProvider,
  type ChatAnswer,
  latestIncoming,
  type SourceThread,
  threadText,
} from './ai-provider.js';

/** The longest thread text sent to the model, per source (characters). */
const SOURCE_CHARS = 6_000;
const TIMEOUT_MS = 30_000;

interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The provider failed: a clear text for the caller (503, never a 500). */
function providerError(detail: string): HttpError {
  return new HttpError('unavailable', `The AI assistant is unavailable (${detail}). Please try again later.`);
}

function transcript(thread: SourceThread): string {
  const text = thread.messages.map((m) => `${m.sender}: ${m.text}`).join('\n\n');
  return truncateGraphemes(text, SOURCE_CHARS);
}

/** Lines of a model's list answer without bullets, numbers or quotes. */
function listLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/u, '')
        .replace(/^["“']|["”']$/gu, '')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

/**
 * An OpenAI-compatible chat-completions endpoint (`POST {baseUrl}/chat/completions`, bearer `apiKey` when
 * set), e.g. a local Ollama at `http://localhost:11434/v1`. The handlers send only threads the caller can
 * see. Errors (no answer, a non-2xx status, an answer without a message) are `unavailable` with the reason.
 */
export function createOpenAiCompatibleProvider(
  config: AiConfig,
  fetchImpl: typeof fetch = fetch,
): AiProvider {
  async function complete(messages: ChatMessage[], maxTokens: number): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: maxTokens }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw providerError(
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'no answer',
      );
    }
    if (!response.ok) throw providerError(`HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw providerError('unreadable answer');
    }
    const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
      ?.content;
    if (typeof content !== 'string') throw providerError('empty answer');
    return content.trim();
  }

  return {
    name: 'openai-compatible',
    async summarize(thread) {
      return complete(
        [
          {
            role: 'system',
            content:
              'You summarise email threads for a team. Answer in Markdown: one bold title line, then at most 5 short bullet points. Use only facts from the thread.',
          },
          { role: 'user', content: `Thread "${thread.title}":\n\n${transcript(thread)}` },
        ],
        400,
      );
    },
    async quickReplies(thread) {
      const incoming = latestIncoming(thread);
      if (!incoming) return [];
      const text = await complete(
        [
          {
            role: 'system',
            content:
              'Suggest up to 3 short replies (under 15 words each) to the last message of this email thread, one per line, without numbering.',
          },
          { role: 'user', content: transcript(thread) },
        ],
        150,
      );
      return listLines(text)
        .map((line) => sliceGraphemes(line, 200))
        .slice(0, 3);
    },
    async subject(body) {
      if (body.trim() === '') return '';
      const text = await complete(
        [
          {
            role: 'system',
            content:
              'Write a short email subject (at most 8 words) for this message. Answer with the subject only.',
          },
          { role: 'user', content: sliceGraphemes(body, SOURCE_CHARS) },
        ],
        40,
      );
      return sliceGraphemes(listLines(text)[0] ?? '', 200);
    },
    async answer(question, sources): Promise<ChatAnswer> {
      if (sources.length === 0) return { answer: '', used: [] };
      const numbered = sources
        .map((s, i) => `[${i + 1}] Thread "${s.title}":\n${transcript(s)}`)
        .join('\n\n---\n\n');
      const answer = await complete(
        [
          {
            role: 'system',
            content:
              'Answer the question using only the numbered email threads. Cite the threads you use as [1], [2]. If they do not answer it, say so.',
          },
          { role: 'user', content: `${numbered}\n\nQuestion: ${question}` },
        ],
        500,
      );
      const cited = sources.flatMap((source, i) =>
        answer.includes(`[${i + 1}]`)
          ? [{ index: i + 1, threadId: source.id, excerpt: sliceGraphemes(threadText(source), 200) }]
          : [],
      );
      return { answer, used: cited };
    },
  };
}
