/**
 * `count` followed by the singular or plural form of a word: `pluralize(1, 'thread')` is '1 thread',
 * `pluralize(3, 'thread')` is '3 threads'. The plural defaults to the word plus 's'.
 */
export function pluralize(count: number | string, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
