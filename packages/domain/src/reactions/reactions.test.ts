import { describe, expect, it } from 'vitest';
import { QUICK_REACTION_CODES } from '../constants/constants.js';
import {
  describeReactions,
  emojiFromCode,
  isReactionHighlighted,
  reactionToggleAction,
  reactorName,
  toggleReaction,
} from './reactions.js';

const now = '2024-05-10T15:00:00Z';
const thumbs = { code: '1f44d', user_ids: ['u1', 'u2'], update_date: '2024-05-10T14:00:00Z' };
const users = [
  { id: 'u1', display_name: 'Alice' },
  { id: 'u2', display_name: 'Bob' },
  { id: 'u3', display_name: null },
];

describe('reactions toggle on highlighted state', () => {
  it('removes my reaction when highlighted', () => {
    expect(isReactionHighlighted([thumbs], '1f44d', 'u1')).toBe(true);
    expect(reactionToggleAction([thumbs], '1f44d', 'u1')).toBe('remove_reaction');
    expect(toggleReaction([thumbs], '1f44d', 'u1', now)).toEqual([
      { code: '1f44d', user_ids: ['u2'], update_date: now },
    ]);
  });
  it('drops a reaction when nobody is left', () => {
    expect(toggleReaction([{ ...thumbs, user_ids: ['u1'] }], '1f44d', 'u1', now)).toEqual([]);
  });
  it('adds my reaction to an existing one or as a new one', () => {
    expect(reactionToggleAction([thumbs], '1f44d', 'u3')).toBe('add_reaction');
    expect(toggleReaction([thumbs], '1f44d', 'u3', now)[0]?.user_ids).toEqual(['u1', 'u2', 'u3']);
    expect(toggleReaction([thumbs], '2705', 'u3', now)).toEqual([
      thumbs,
      { code: '2705', user_ids: ['u3'], update_date: now },
    ]);
  });
  it('leaves other reactions alone', () => {
    const check = { code: '2705', user_ids: ['u2'], update_date: now };
    expect(toggleReaction([thumbs, check], '1f44d', 'u1', now)[1]).toBe(check);
    expect(toggleReaction([thumbs, check], '2705', 'u1', now)[0]).toBe(thumbs);
  });
});

describe('quick reaction codes', () => {
  it('1f44d, 2705, 1f440, 1f64c, 1f64f', () => {
    expect(QUICK_REACTION_CODES).toEqual(['1f44d', '2705', '1f440', '1f64c', '1f64f']);
    expect(QUICK_REACTION_CODES.map(emojiFromCode).join('')).toBe('👍✅👀🙌🙏');
  });
  it('joins code points and refuses invalid codes', () => {
    expect(emojiFromCode('1f1eb-1f1f7')).toBe('🇫🇷');
    expect(emojiFromCode('zz')).toBe('');
  });
});

describe('reactions text', () => {
  it('\'{names} reacted to: "{snippet}"\'', () => {
    expect(describeReactions({ userIds: ['u1', 'u2'], users, snippets: ['Lunch at noon?'] })).toBe(
      'Alice & Bob reacted to: "Lunch at noon?"',
    );
  });
  it("'to your messages' for several messages", () => {
    expect(describeReactions({ userIds: ['u1'], users, snippets: ['a', 'b'] })).toBe(
      'Alice reacted to your messages',
    );
  });
  it("'Someone' for a user not found; 'Unknown user' without a name", () => {
    expect(reactorName('zz', users)).toBe('Someone');
    expect(reactorName('u3', users)).toBe('Unknown user');
    expect(describeReactions({ userIds: ['u1', 'u3', 'zz'], users, snippets: ['x'] })).toBe(
      'Alice, Unknown user & Someone reacted to: "x"',
    );
    expect(describeReactions({ userIds: [], users, snippets: ['x'] })).toBe('Someone reacted to: "x"');
  });
  it("'No message' without a snippet", () => {
    expect(describeReactions({ userIds: ['u2'], users, snippets: [null] })).toBe(
      'Bob reacted to: "No message"',
    );
    expect(describeReactions({ userIds: ['u2'], users, snippets: [] })).toBe('Bob reacted to: "No message"');
  });
});

describe('many reactors', () => {
  it("reads 'A & N others' past three names", () => {
    expect(
      describeReactions({
        userIds: ['u1', 'u2', 'u3', 'zz'],
        users: [...users, { id: 'zz', display_name: 'Zoe' }],
        snippets: ['x'],
      }),
    ).toBe('Alice & 3 others reacted to: "x"');
  });
});
