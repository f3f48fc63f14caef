import {
  emojiFromCode,
  formatNameList,
  isReactionHighlighted,
  messages,
  type Reaction,
} from '@switchboard/domain';
import { Button, Group, ToggleButton } from 'react-aria-components';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { EmojiPicker } from '../EmojiPicker/EmojiPicker';
import { QUICK_REACTION_CODES } from '../EmojiPicker/emoji-codes';
import * as styles from './ReactionBar.css';

export interface ReactionBarProps {
  reactions: readonly Reaction[];
  /** The signed-in user: their reactions are highlighted. */
  selfId: string;
  /** A user's display name ('Someone' when unknown is the caller's choice). */
  userName: (userId: string) => string;
  /** Called with a code: the app adds it, or removes it when highlighted (domain `reactionToggleAction`). */
  onToggle: (code: string) => void;
  /** A trashed thread: reactions are disabled. */
  isDisabled?: boolean;
  /** Show the five quick codes (e.g. on hover or focus of the message). */
  showQuick?: boolean;
}

/**
 * A message's reactions: each emoji with its count, highlighted when the user reacted (pressing toggles),
 * named '{names} reacted with {emoji}'; the five quick codes and the emoji picker add more.
 */
export function ReactionBar({
  reactions,
  selfId,
  userName,
  onToggle,
  isDisabled,
  showQuick = true,
}: ReactionBarProps) {
  const present = new Set(reactions.map((reaction) => reaction.code));
  return (
    <Group className={styles.bar} aria-label={messages.thread.reactionsLabel}>
      {reactions.map((reaction) => {
        const emoji = emojiFromCode(reaction.code);
        const names = formatNameList(reaction.user_ids.map(userName));
        return (
          <ToggleButton
            key={reaction.code}
            className={styles.reaction}
            isSelected={isReactionHighlighted(reactions, reaction.code, selfId)}
            onChange={() => onToggle(reaction.code)}
            isDisabled={isDisabled}
          >
            <span>{emoji}</span>
            <span>{reaction.user_ids.length}</span>
            <VisuallyHidden>{`, ${messages.reactions.reactedWith(names, emoji)}`}</VisuallyHidden>
          </ToggleButton>
        );
      })}
      {showQuick && !isDisabled ? (
        <span className={styles.quick}>
          {QUICK_REACTION_CODES.filter((code) => !present.has(code)).map((code) => (
            <Button
              key={code}
              className={styles.quickButton}
              aria-label={messages.reactions.react(emojiFromCode(code))}
              onPress={() => onToggle(code)}
            >
              <span aria-hidden="true">{emojiFromCode(code)}</span>
            </Button>
          ))}
          <EmojiPicker onSelect={onToggle} />
        </span>
      ) : null}
    </Group>
  );
}
