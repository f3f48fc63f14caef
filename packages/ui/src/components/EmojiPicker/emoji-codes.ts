/** The quick reaction codes (spec doc 2): thumbs up, check mark, eyes, raised hands, folded hands. */
export const QUICK_REACTION_CODES = ['1f44d', '2705', '1f440', '1f64c', '1f64f'] as const;

/** The picker's emoji: reaction codes (hex code points joined by '-') with searchable names. */
export const EMOJI_CHOICES: readonly { code: string; name: string }[] = [
  { code: '1f44d', name: 'thumbs up' },
  { code: '1f44e', name: 'thumbs down' },
  { code: '2705', name: 'check mark' },
  { code: '1f440', name: 'eyes' },
  { code: '1f64c', name: 'raised hands' },
  { code: '1f64f', name: 'folded hands thanks' },
  { code: '1f44f', name: 'clapping hands' },
  { code: '1f389', name: 'party popper tada' },
  { code: '1f680', name: 'rocket' },
  { code: '1f525', name: 'fire' },
  { code: '2764-fe0f', name: 'red heart love' },
  { code: '1f602', name: 'tears of joy laugh' },
  { code: '1f60a', name: 'smiling face' },
  { code: '1f914', name: 'thinking face' },
  { code: '1f62e', name: 'surprised open mouth' },
  { code: '1f622', name: 'crying face sad' },
  { code: '1f4af', name: 'hundred points' },
  { code: '1f4aa', name: 'flexed biceps strong' },
  { code: '1f44c', name: 'ok hand' },
  { code: '1f440', name: 'looking' },
  { code: '2b50', name: 'star' },
  { code: '26a0-fe0f', name: 'warning' },
  { code: '274c', name: 'cross mark no' },
  { code: '1f4cc', name: 'pushpin' },
  { code: '1f4c5', name: 'calendar date' },
  { code: '1f4ac', name: 'speech balloon comment' },
  { code: '1f91d', name: 'handshake deal' },
  { code: '1f9d0', name: 'monocle review' },
].filter((choice, index, all) => all.findIndex((other) => other.code === choice.code) === index);
