import {
  AVATARS_PREVIEW_MAX,
  messages,
  WIZARD_PREVIEW_THREADS,
  WIZARD_SKELETON_ROWS,
  wizardPreviewHeader,
} from '@switchboard/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Hash, Lock } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Input, TextField } from 'react-aria-components';
import { AvatarStack } from '../../primitives/Avatar/Avatar';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as styles from './ChannelWizard.css';

/** A person shown in the preview's avatars or offered in the members step. */
export interface ChannelWizardPerson {
  id: string;
  name: string;
  email: string;
  pictureUrl?: string | null;
}

/** One thread of a query's preview. */
export interface ChannelWizardPreviewThread {
  id: string;
  /** The thread's title ('-' when empty is the caller's choice). */
  title: string;
  snippet: string;
  /** Participant names, already joined. */
  people: string;
}

/** The live search of one query: loading, or its total count and first threads. */
export interface ChannelWizardResult {
  query: string;
  isLoading: boolean;
  totalCount: number;
  threads: readonly ChannelWizardPreviewThread[];
}

export interface ChannelWizardPreviewProps {
  name: string;
  color: string;
  isPublic: boolean;
  onNameChange: (name: string) => void;
  /** Enter in the name submits (the create step, or a rename once the channel exists). */
  onNameSubmit: () => void;
  isNameReadOnly?: boolean;
  members: readonly ChannelWizardPerson[];
  /** Saved queries applied as filters to incoming mail. */
  filterCount: number;
  /** One entry per query, in order; empty before any query (the create and members steps). */
  results: readonly ChannelWizardResult[];
  /** Shows 'Try adjusting your filters' when nothing is found (the conversations step). */
  showEmpty: boolean;
}

/**
 * The wizard's live preview (spec doc 1 "Channel creation wizard"): the channel as it will look, with its
 * name editable inline (Enter submits), colour, public / private icon and up to 5 member avatars; the
 * filters that will apply to incoming mail; per query a header and up to 10 threads, 5 skeleton rows while
 * it searches; 'Try adjusting your filters' when nothing matches.
 */
export function ChannelWizardPreview({
  name,
  color,
  isPublic,
  onNameChange,
  onNameSubmit,
  isNameReadOnly = false,
  members,
  filterCount,
  results,
  showEmpty,
}: ChannelWizardPreviewProps) {
  const w = messages.wizard.preview;
  const VisibilityIcon = isPublic ? Hash : Lock;
  const nothing = results.every((result) => !result.isLoading && result.threads.length === 0);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onNameSubmit();
    }
  };
  return (
    <section className={styles.previewPane} aria-label={w.label}>
      <div className={styles.previewHeader}>
        <span
          className={styles.colorDot}
          style={assignInlineVars({ [styles.colorVar]: color })}
          data-color={color}
          aria-hidden="true"
        />
        <VisibilityIcon
          className={styles.visibilityIcon}
          role="img"
          aria-label={isPublic ? messages.channel.public : messages.channel.private}
        />
        <TextField
          aria-label={w.namePlaceholder}
          value={name}
          onChange={onNameChange}
          isReadOnly={isNameReadOnly}
          className={styles.nameField}
        >
          <Input className={styles.nameInput} placeholder={w.namePlaceholder} onKeyDown={onKeyDown} />
        </TextField>
        {members.length > 0 ? (
          <AvatarStack
            people={members.map((member) => ({ name: member.name, src: member.pictureUrl }))}
            max={AVATARS_PREVIEW_MAX}
            size="md"
          />
        ) : null}
      </div>
      {filterCount > 0 ? <p className={styles.filtersNote}>{w.filtersApplied(filterCount)}</p> : null}
      {results.map((result) => (
        <section key={result.query} className={styles.resultSection} aria-busy={result.isLoading}>
          <h2 className={styles.resultHeader}>
            <span className={styles.resultQuery}>{result.query}</span>
            {result.isLoading ? null : <span>{wizardPreviewHeader(result.totalCount)}</span>}
          </h2>
          {result.isLoading ? (
            <ul className={styles.rows} aria-label={messages.wizard.conversations.searching}>
              {Array.from({ length: WIZARD_SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index} className={styles.row}>
                  <Skeleton width="80%" />
                  <Skeleton width="60%" />
                </li>
              ))}
            </ul>
          ) : result.threads.length > 0 ? (
            <ul className={styles.rows}>
              {result.threads.slice(0, WIZARD_PREVIEW_THREADS).map((thread) => (
                <li key={thread.id} className={styles.row} data-preview-thread={thread.id}>
                  <span className={styles.rowPeople}>{thread.people}</span>
                  <span className={styles.rowText}>
                    <span className={styles.rowTitle}>{thread.title}</span> {thread.snippet}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {showEmpty && nothing ? <p className={styles.empty}>{w.empty}</p> : null}
    </section>
  );
}
