import {
  contentWords,
  repliesFromQuestions,
  splitSentences,
  subjectFromBody,
  summarizeExtractively,
} from '@switchboard/domain';
import {
  type AiProvider,
  type ChatAnswer,
  latestIncoming,
  type SourceThread,
  threadText,
  type UsedSource,
} from './ai-provider.js';

/** Markdown-neutral text (the summary is rendered as Markdown without raw HTML). */
const plain = (text: string) => text.replace(/[*_`[\]<>#]/g, '');

/** Stems the question and a sentence share ("renewals" matches "renewal"). */
const stem = (word: string) => word.replace(/(?:'s|ies|es|s|ing|ed)$/u, '');

/** A sentence's share of the question's words, and the sentence. */
function bestSentences(
  thread: SourceThread,
  terms: Set<string>,
  count: number,
): { sentence: string; hits: number }[] {
  const scored = splitSentences(threadText(thread)).map((sentence, index) => {
    const words = new Set(contentWords(sentence).map(stem));
    let hits = 0;
    for (const term of terms) if (words.has(term)) hits++;
    return { sentence, hits, index };
  });
  const seen = new Set<string>();
  return scored
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .filter((s) => {
      const key = s.sentence.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

/**
 * The embedded, offline provider: every answer is made of the mailbox's own words. A summary quotes the
 * thread's best-scoring sentences (extractive), quick replies restate the questions of the latest incoming
 * message, a subject is the body's key phrase, and a chat answer quotes the sentences of the retrieved
 * threads that share the most words with the question, each followed by its source number.
 */
export function createEmbeddedProvider(): AiProvider {
  return {
    name: 'embedded',
    async summarize(thread) {
      const senders = [...new Set(thread.messages.map((m) => m.sender))];
      const n = thread.messages.length;
      const lines = [
        `**${plain(thread.title)}**: ${n} ${n === 1 ? 'message' : 'messages'} from ${senders.map(plain).join(', ')}.`,
        '',
        ...summarizeExtractively(threadText(thread), 4).map((sentence) => `- ${plain(sentence)}`),
      ];
      return lines.join('\n');
    },
    async quickReplies(thread) {
      const incoming = latestIncoming(thread);
      return incoming ? repliesFromQuestions(incoming.text, 3) : [];
    },
    async subject(body) {
      return subjectFromBody(body);
    },
    async answer(question, sources): Promise<ChatAnswer> {
      const terms = new Set(contentWords(question).map(stem));
      const lines: string[] = [];
      const used: UsedSource[] = [];
      for (const source of sources) {
        let picked = bestSentences(source, terms, 2).map((s) => s.sentence);
        // "Summarise this thread": nothing to match in one named thread, so its best sentences answer.
        if (picked.length === 0 && sources.length === 1)
          picked = summarizeExtractively(threadText(source), 2);
        if (picked.length === 0) continue;
        const index = used.length + 1;
        used.push({ index, threadId: source.id, excerpt: picked[0] ?? '' });
        lines.push(`${source.title}: ${picked.join(' ')} [${index}]`);
      }
      return { answer: lines.join('\n'), used };
    },
  };
}
