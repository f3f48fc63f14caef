import { serverMessage } from '@switchboard/api-client';
import { type AiChatExchange, AiChatPanel, type AiChatScope } from '@switchboard/ui';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';

/** The open thread's id, from a `/threads/{id}` path (or null). */
function openThreadId(pathname: string): string | null {
  const match = /^\/threads\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * The AI chat panel wired to `POST /ai/chat`: with a thread open the question is about it (or, switched,
 * about all mail); answers cite threads, linked to their screens. The conversation lasts while the panel
 * is mounted.
 */
export function AiChat({ onClose }: { onClose: () => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const threadId = openThreadId(pathname);
  const [scope, setScope] = useState<AiChatScope>('thread');
  const [exchanges, setExchanges] = useState<AiChatExchange[]>([]);
  const counter = useRef(0);

  const settle = (id: string, answer: AiChatExchange['answer']) =>
    setExchanges((list) => list.map((e) => (e.id === id ? { ...e, answer } : e)));

  const ask = async (question: string) => {
    const id = `q${++counter.current}`;
    setExchanges((list) => [...list, { id, question, answer: { kind: 'loading' } }]);
    try {
      const result = await api.askAi({
        body: { question, thread_id: threadId && scope === 'thread' ? threadId : null },
      });
      settle(id, {
        kind: 'answered',
        text: result.answer,
        citations: result.citations.map((c) => ({
          index: c.index,
          threadId: c.thread_id,
          title: c.title,
          excerpt: c.excerpt,
        })),
      });
    } catch (error) {
      settle(id, { kind: 'error', message: serverMessage(error) });
    }
  };

  return (
    <AiChatPanel
      exchanges={exchanges}
      onAsk={(question) => void ask(question)}
      onClose={onClose}
      canAskAboutThread={threadId !== null}
      scope={threadId ? scope : 'mailbox'}
      onScopeChange={setScope}
      citationHref={(id) => `/threads/${encodeURIComponent(id)}`}
      autoFocus
    />
  );
}
