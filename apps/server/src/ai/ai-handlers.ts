import { forbidden } from '../http/http-error.js';
import { plainText } from '../lib/plain-text.js';
import type { HandlersPart } from '../routes/types.js';
import { requireAiFeature, searchThreadSources, visibleThreadSource } from './ai-sources.js';
import { selectAiProvider } from './select-ai-provider.js';

/**
 * The AI calls: the thread summary (premium), quick replies, subject generation and the chat. Every call
 * works on threads the caller can see only (not_found for others), inputs are bounded by the contract, the
 * AI_CHAT flag gates the helpers (checked after visibility: a thread of another workspace is not_found), and a provider failure answers `unavailable` with a clear text.
 */
export const aiHandlers: HandlersPart<'getThreadSummary' | 'getQuickReplies' | 'generateSubject' | 'askAi'> =
  {
    async getThreadSummary({ services, user, params }) {
      const thread = await visibleThreadSource(services.db, user, params.thread_id);
      if (user.free_plan) throw forbidden('Thread summaries are a premium feature');
      return { summary: await selectAiProvider(services.config.ai).summarize(thread) };
    },

    async getQuickReplies({ services, user, params }) {
      const thread = await visibleThreadSource(services.db, user, params.thread_id);
      await requireAiFeature(services.db, user);
      const replies = await selectAiProvider(services.config.ai).quickReplies(thread);
      return { replies: replies.slice(0, 3) };
    },

    async generateSubject({ services, user, body }) {
      await requireAiFeature(services.db, user);
      const subject = await selectAiProvider(services.config.ai).subject(plainText(body.message_body));
      return { subject };
    },

    async askAi({ services, user, body }) {
      // Not found before not enabled: another workspace's thread is not even named.
      const named = body.thread_id ? await visibleThreadSource(services.db, user, body.thread_id) : null;
      await requireAiFeature(services.db, user);
      const sources = named
        ? [named]
        : await searchThreadSources(services.db, user, body.question, services.now());
      const { answer, used } = await selectAiProvider(services.config.ai).answer(body.question, sources);
      const byId = new Map(sources.map((s) => [s.id, s]));
      return {
        answer,
        citations: used.flatMap((u) => {
          const source = byId.get(u.threadId);
          return source
            ? [{ index: u.index, thread_id: source.id, title: source.title, excerpt: u.excerpt }]
            : [];
        }),
      };
    },
  };
