import { z } from 'zod';
import { IdSchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedString, INPUT_LIMITS } from '../input-limits.js';

/**
 * (ours) The AI helpers' calls (spec doc 2 section 7: "AI chat, quick-reply suggestions and subject generation:
 * calls not shown"). Behind the AI_CHAT feature flag: without it every call answers `forbidden`. The provider
 * (embedded offline, or an OpenAI-compatible endpoint) is the server's configuration.
 */

/** The longest question the chat panel sends. */
export const AI_QUESTION_MAX_LENGTH = 2_000;

/** `GET /threads/{thread_id}/quick-replies`: replies answering the thread's latest message, at most 3. */
export const QuickRepliesSchema = z.object({
  replies: z.array(z.string()).max(3),
});
export type QuickReplies = z.infer<typeof QuickRepliesSchema>;

/** `POST /ai/subject`: a subject for a message body (HTML or text; its first 10,000 characters are enough). */
export const GenerateSubjectBodySchema = z.object({
  message_body: boundedString(INPUT_LIMITS.text),
});
export type GenerateSubjectBody = z.infer<typeof GenerateSubjectBodySchema>;

export const GeneratedSubjectSchema = z.object({
  /** Empty when the body has nothing to make a subject from. */
  subject: z.string(),
});
export type GeneratedSubject = z.infer<typeof GeneratedSubjectSchema>;

/** `POST /ai/chat`: a question about one thread (`thread_id`) or about the whole mailbox. */
export const AskAiBodySchema = z.object({
  question: boundedString(AI_QUESTION_MAX_LENGTH).pipe(z.string().trim().min(1, 'Ask a question')),
  thread_id: IdSchema.nullable().default(null),
});
export type AskAiBody = z.input<typeof AskAiBodySchema>;

/** A thread an answer used, to open from the answer. */
export const AiCitationSchema = z.object({
  /** The answer refers to this source as `[n]`. */
  index: z.number().int().positive(),
  thread_id: z.string(),
  title: z.string(),
  /** The thread's words the answer rests on. */
  excerpt: z.string(),
});
export type AiCitation = z.infer<typeof AiCitationSchema>;

export const AiAnswerSchema = z.object({
  /** Plain text citing its sources as `[1]`, `[2]`...; empty with no citations when nothing matched. */
  answer: z.string(),
  citations: z.array(AiCitationSchema),
});
export type AiAnswer = z.infer<typeof AiAnswerSchema>;

export const aiEndpoints = {
  getQuickReplies: defineEndpoint({
    method: 'GET',
    path: '/threads/{thread_id}/quick-replies',
    kind: 'query',
    response: QuickRepliesSchema,
    summary:
      "(ours) Quick-reply suggestions answering the thread's latest message from someone else (AI_CHAT).",
  }),
  generateSubject: defineEndpoint({
    method: 'POST',
    path: '/ai/subject',
    kind: 'mutation',
    body: GenerateSubjectBodySchema,
    response: GeneratedSubjectSchema,
    summary: '(ours) A subject for a message body (AI_CHAT).',
  }),
  askAi: defineEndpoint({
    method: 'POST',
    path: '/ai/chat',
    kind: 'mutation',
    body: AskAiBodySchema,
    response: AiAnswerSchema,
    summary:
      "(ours) Answers a question from the caller's threads (one thread, or a search of the mailbox), citing them (AI_CHAT).",
  }),
} as const;
