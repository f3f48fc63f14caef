/** Up to two initials from a display name or an e-mail address ("Alice Martin" -> "AM", "bob@acme.example" -> "B"). */
export function avatarInitials(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = base
    .split(/[\s._-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words.at(-1) ?? '')][0] ?? '') : '';
  return (first + (name.includes('@') ? '' : last)).toUpperCase();
}

/** A stable tone 1..6 for a name, so the same person always gets the same colour. */
export function avatarTone(name: string): 1 | 2 | 3 | 4 | 5 | 6 {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return ((hash % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6;
}

/** The avatars a stack shows and how many it folds into '+N'. */
export function stackOverflow<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  const limit = Math.max(0, Math.floor(max));
  if (items.length <= limit) return { shown: [...items], hidden: 0 };
  return { shown: items.slice(0, limit), hidden: items.length - limit };
}
