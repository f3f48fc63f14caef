import { messages } from '@switchboard/domain';
import { Sparkles } from 'lucide-react';
import { Button } from '../../primitives/Button/Button';
import { Spinner } from '../../primitives/Spinner/Spinner';
import * as styles from './AiQuickReplies.css';

export interface AiQuickRepliesProps {
  /** The suggestions (at most three from the server); none renders nothing. */
  replies: readonly string[];
  /** While the server thinks: a quiet status line. */
  isLoading?: boolean;
  /** Pressing a chip puts its text in the reply. */
  onPick: (reply: string) => void;
}

/** AI quick-reply suggestions (behind the AI flag): one chip per suggestion, named 'Suggested replies'. */
export function AiQuickReplies({ replies, isLoading = false, onPick }: AiQuickRepliesProps) {
  if (isLoading) {
    return (
      <p className={styles.status} role="status">
        <Spinner size="sm" />
        {messages.ai.repliesLoading}
      </p>
    );
  }
  if (replies.length === 0) return null;
  return (
    <fieldset aria-label={messages.compose.aiSuggestions} className={styles.group}>
      <Sparkles aria-hidden size={14} />
      {replies.map((reply) => (
        <Button key={reply} size="sm" variant="secondary" onPress={() => onPick(reply)}>
          {reply}
        </Button>
      ))}
    </fieldset>
  );
}
