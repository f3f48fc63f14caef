import { formatNameList } from '../events/format-name-list.js';
import type { Reaction } from '../model/common.js';
import { coreMessages } from '../texts/messages.js';

/** The emoji of a reaction code: hex code points joined by '-' ('1f44d' gives 👍). Invalid codes give ''. */
export function emojiFromCode(code: string): string {
  const points = code.split('-').map((hex) => Number.parseInt(hex, 16));
  if (points.some((p) => !Number.isInteger(p) || p < 0 || p > 0x10ffff)) return '';
  return String.fromCodePoint(...points);
}

/** Whether the user's own reaction is on (the highlighted state). */
export function isReactionHighlighted(reactions: readonly Reaction[], code: string, userId: string): boolean {
  return reactions.some((r) => r.code === code && r.user_ids.includes(userId));
}

/** Which call a click makes: remove when highlighted, else add. */
export function reactionToggleAction(
  reactions: readonly Reaction[],
  code: string,
  userId: string,
): 'add_reaction' | 'remove_reaction' {
  return isReactionHighlighted(reactions, code, userId) ? 'remove_reaction' : 'add_reaction';
}

/**
 * Toggles the user's reaction (reactions toggle on highlighted state): removes it when present (dropping the
 * reaction when nobody is left), else adds it. `now` is the ISO update date.
 */
export function toggleReaction(
  reactions: readonly Reaction[],
  code: string,
  userId: string,
  now: string,
): Reaction[] {
  if (isReactionHighlighted(reactions, code, userId)) {
    return reactions
      .map((r) =>
        r.code === code ? { ...r, user_ids: r.user_ids.filter((id) => id !== userId), update_date: now } : r,
      )
      .filter((r) => r.user_ids.length > 0);
  }
  if (reactions.some((r) => r.code === code)) {
    return reactions.map((r) =>
      r.code === code ? { ...r, user_ids: [...r.user_ids, userId], update_date: now } : r,
    );
  }
  return [...reactions, { code, user_ids: [userId], update_date: now }];
}

/** The name of a reacting user: 'Someone' when not found, 'Unknown user' when found without a name. */
export function reactorName(
  userId: string,
  users: readonly { id: string; display_name: string | null }[],
): string {
  const user = users.find((u) => u.id === userId);
  if (!user) return coreMessages.reactions.someone;
  return user.display_name?.trim() || coreMessages.reactions.unknownUser;
}

/**
 * The reactions notification: '{names} reacted to: "{snippet}"' for one message ('No message' when it has no
 * snippet), '{names} reacted to your messages' for several.
 */
export function describeReactions(input: {
  userIds: readonly string[];
  users: readonly { id: string; display_name: string | null }[];
  snippets: readonly (string | null)[];
}): string {
  const names = [...new Set(input.userIds.map((id) => reactorName(id, input.users)))];
  const list = formatNameList(names.length > 0 ? names : [coreMessages.reactions.someone]);
  if (input.snippets.length > 1) return coreMessages.reactions.reactedToYourMessages(list);
  const snippet = input.snippets[0]?.trim() || coreMessages.reactions.noMessage;
  return coreMessages.reactions.reactedTo(list, snippet);
}
