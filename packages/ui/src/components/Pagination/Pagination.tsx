import type { PageMeta } from '@switchboard/domain';
import { messages, paginationLabel, SHORTCUTS } from '@switchboard/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The page the server answered: where it starts, how many it returned, the total (null: many) and its tokens. */
  meta: PageMeta;
  /** Goes to the previous page (the button is disabled without it or without a previous page token). */
  onPrevious?: () => void;
  /** Goes to the next page (the button is disabled without it or without a next page token). */
  onNext?: () => void;
}

/** A shortcut's first key sequence in the spec's syntax ('g p'), for tooltips. */
function shortcutHint(id: string): string | undefined {
  return SHORTCUTS.find((shortcut) => shortcut.id === id)?.keys[0]?.join(' ');
}

/** The spec's 'start - end of total' ('of many' when the server does not count), 1-based. */
export function pageRangeLabel(meta: PageMeta): string {
  return paginationLabel({
    start: meta.returned_count === 0 ? 0 : meta.start_index + 1,
    end: meta.start_index + meta.returned_count,
    total: meta.total_count,
  });
}

/** Whether a page has anything to page through: an empty first page shows no '0 - 0 of 0'. */
export function hasPages(meta: PageMeta): boolean {
  return meta.returned_count > 0 || meta.previous_page_token != null;
}

/**
 * A list's page-token pagination: 'start - end of total' (or 'of many'), previous and next buttons
 * with their g p / g n hints. The keys themselves belong to the list that owns the pages.
 */
export function Pagination({ meta, onPrevious, onNext }: PaginationProps) {
  const range = pageRangeLabel(meta);
  return (
    <nav className={styles.root} aria-label={messages.pagination.label}>
      <span className={styles.range} aria-live="polite">
        {range}
      </span>
      <IconButton
        aria-label={messages.pagination.previous}
        icon={<ChevronLeft aria-hidden className={styles.icon} />}
        shortcut={shortcutHint('previous_page')}
        size="sm"
        isDisabled={!meta.previous_page_token || !onPrevious}
        onPress={onPrevious}
      />
      <IconButton
        aria-label={messages.pagination.next}
        icon={<ChevronRight aria-hidden className={styles.icon} />}
        shortcut={shortcutHint('next_page')}
        size="sm"
        isDisabled={!meta.next_page_token || !onNext}
        onPress={onNext}
      />
    </nav>
  );
}
