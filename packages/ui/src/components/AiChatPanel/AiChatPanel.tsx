import { messages } from '@switchboard/domain';
import { Sparkles, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { TextField } from '../../primitives/TextField/TextField';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';
import * as styles from './AiChatPanel.css';

const t = messages.ai;

/** A thread an answer cites (`[index]` in its text). */
export interface AiChatCitation {
  index: number;
  threadId: string;
  title: string;
  excerpt: string;
}

/** One question and where its answer stands. */
export interface AiChatExchange {
  id: string;
  question: string;
  answer:
    | { kind: 'loading' }
    | { kind: 'answered'; text: string; citations: readonly AiChatCitation[] }
    | { kind: 'error'; message?: string };
}

export type AiChatScope = 'thread' | 'mailbox';

export interface AiChatPanelProps {
  exchanges: readonly AiChatExchange[];
  onAsk: (question: string) => void;
  onClose: () => void;
  /** With a thread open: the question may be about it or about the whole mailbox. */
  canAskAboutThread?: boolean;
  scope: AiChatScope;
  onScopeChange: (scope: AiChatScope) => void;
  /** Where a citation's link goes (the thread's path). */
  citationHref: (threadId: string) => string;
  /** Focus the question field when shown (opened from the AI toggle). */
  autoFocus?: boolean;
}

function Answer({
  answer,
  citationHref,
}: {
  answer: AiChatExchange['answer'];
  citationHref: (id: string) => string;
}) {
  if (answer.kind === 'loading') {
    return (
      <p className={styles.muted} role="status">
        <Spinner size="sm" />
        {t.thinking}
      </p>
    );
  }
  if (answer.kind === 'error') {
    return (
      <p className={styles.error} role="alert">
        {answer.message ?? t.error}
      </p>
    );
  }
  if (answer.citations.length === 0 || answer.text.trim() === '') {
    return <p className={styles.muted}>{t.noAnswer}</p>;
  }
  return (
    <>
      <p className={styles.answer}>{answer.text}</p>
      <section aria-label={t.sources}>
        <h3 className={styles.sourcesTitle}>{t.sources}</h3>
        <ol className={styles.sources}>
          {answer.citations.map((citation) => (
            <li key={citation.index}>
              [{citation.index}]{' '}
              <Link href={citationHref(citation.threadId)} variant="standalone">
                {citation.title}
              </Link>
              <span className={styles.excerpt}>{citation.excerpt}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/**
 * The AI chat panel (behind the AI flag): ask about the open thread or the whole mailbox; each answer
 * quotes the user's threads and lists them as links ('Sources'). A side panel over the screen's edge,
 * named 'AI assistant'; Escape in the question field closes it.
 */
export function AiChatPanel({
  exchanges,
  onAsk,
  onClose,
  canAskAboutThread = false,
  scope,
  onScopeChange,
  citationHref,
  autoFocus = false,
}: AiChatPanelProps) {
  const [question, setQuestion] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const last = exchanges.at(-1);
  const busy = last?.answer.kind === 'loading';

  useEffect(() => {
    const log = logRef.current;
    if (log && exchanges.length > 0) log.scrollTop = log.scrollHeight;
  }, [exchanges]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (text === '' || busy) return;
    onAsk(text);
    setQuestion('');
  };

  return (
    <aside className={styles.panel} aria-label={t.chatTitle}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Sparkles aria-hidden size={16} />
          {t.chatTitle}
        </h2>
        <IconButton aria-label={t.closeChat} icon={<X aria-hidden size={16} />} size="sm" onPress={onClose} />
      </header>
      {canAskAboutThread ? (
        <fieldset className={styles.scope} aria-label={t.scopeLabel}>
          <span aria-hidden>{t.scopeLabel}</span>
          <ToggleButton size="sm" isSelected={scope === 'thread'} onChange={() => onScopeChange('thread')}>
            {t.scopeThread}
          </ToggleButton>
          <ToggleButton size="sm" isSelected={scope === 'mailbox'} onChange={() => onScopeChange('mailbox')}>
            {t.scopeMailbox}
          </ToggleButton>
        </fieldset>
      ) : null}
      {exchanges.length === 0 ? (
        <div className={styles.log}>
          <p className={styles.empty}>{t.empty}</p>
        </div>
      ) : (
        <ol className={styles.log} ref={logRef} aria-live="polite">
          {exchanges.map((exchange) => (
            <li key={exchange.id} className={styles.exchange}>
              <p className={styles.question}>
                <span className={styles.excerpt}>{t.you}</span>
                {exchange.question}
              </p>
              <Answer answer={exchange.answer} citationHref={citationHref} />
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <TextField
            aria-label={t.questionLabel}
            placeholder={t.questionPlaceholder}
            value={question}
            onChange={setQuestion}
            maxLength={2000}
            autoFocus={autoFocus}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
          />
        </div>
        <Button type="submit" variant="primary" isDisabled={question.trim() === '' || busy}>
          {t.ask}
        </Button>
      </form>
    </aside>
  );
}
