import {
  messages,
  POPOVER_DEBOUNCE_MS,
  parseAddressList,
  type Recipient,
  rankSuggestions,
  type SuggestionCandidate,
  truncateDisplayName,
} from '@switchboard/domain';
import { Hash } from 'lucide-react';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Chip } from '../../primitives/Chip/Chip';
import { suggestionDetail, suggestionOption } from '../../primitives/suggestions.css';
import * as styles from './RecipientField.css';

const t = messages.compose;

/** A teammate or channel the field can suggest (a channel may be a recipient). */
export type RecipientCandidate = SuggestionCandidate & { iconSetName?: string | null };

/** What the composer asks of a field before sending. */
export interface RecipientFieldHandle {
  /**
   * Turns the text still typed into recipients when it is valid and answers null; answers the text when
   * it is not a valid address (the composer then opens 'Almost there...').
   */
  commit: () => string | null;
  focus: () => void;
}

export interface RecipientFieldProps {
  /** 'To', 'Cc' or 'Bcc': the field's label (and the name the 'Almost there...' text uses). */
  label: string;
  value: readonly Recipient[];
  onChange: (value: Recipient[]) => void;
  /** Teammates and channels to suggest. */
  candidates?: readonly RecipientCandidate[];
  autoFocus?: boolean;
  handleRef?: Ref<RecipientFieldHandle>;
}

function recipientKey(r: Recipient): string {
  return r.kind === 'channel' ? `channel:${r.id}` : `mail:${r.email.toLowerCase()}`;
}

function recipientName(r: Recipient): string {
  if (r.kind === 'channel') return r.name;
  return truncateDisplayName(r.name?.trim() ? r.name : r.email);
}

function fromCandidate(c: RecipientCandidate): Recipient {
  if (c.kind === 'channel')
    return { kind: 'channel', id: c.id, name: c.name, iconSetName: c.iconSetName ?? null };
  if (c.kind === 'user') return { kind: 'user', id: c.id, email: c.email ?? '', name: c.name };
  return { kind: 'external_user', email: c.email ?? '', ...(c.name ? { name: c.name } : {}) };
}

/**
 * A recipient field (To, Cc or Bcc): chips for the recipients and a text input. Enter, Tab or Space on a
 * valid address makes a chip; pasted lists split on comma, semicolon and newline; 'Name <address>' is
 * parsed; teammates and channels are suggested as you type (100 ms debounce, the spec's ranking), Tab,
 * Enter or the right arrow takes the highlighted one, Escape closes the list. Backspace in an empty input
 * removes the last chip.
 */
export function RecipientField({
  label,
  value,
  onChange,
  candidates = [],
  autoFocus = false,
  handleRef,
}: RecipientFieldProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const labelId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), POPOVER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const chosen = useMemo(() => new Set(value.map(recipientKey)), [value]);
  const suggestions = useMemo(() => {
    if (query.trim() === '') return [];
    return rankSuggestions(candidates, query, { people: 8, channels: 5 }).filter(
      (c) => !chosen.has(recipientKey(fromCandidate(c))),
    );
  }, [candidates, query, chosen]);
  const showList = open && suggestions.length > 0 && text.trim() !== '';

  const add = (recipients: Recipient[]) => {
    const seen = new Set(chosen);
    const next = [...value];
    for (const r of recipients) {
      const key = recipientKey(r);
      if (!seen.has(key)) {
        seen.add(key);
        next.push(r);
      }
    }
    onChange(next);
  };

  /** Parses what is typed: valid entries become chips, the invalid rest stays. Answers the rest. */
  const commitText = (raw: string): string => {
    if (raw.trim() === '') {
      setText('');
      return '';
    }
    const { valid, invalid } = parseAddressList(raw);
    if (valid.length > 0) {
      add(
        valid.map((a) => {
          const user = candidates.find(
            (c) => c.kind === 'user' && c.email?.toLowerCase() === a.email.toLowerCase(),
          );
          return user ? fromCandidate(user) : { kind: 'external_user' as const, ...a };
        }),
      );
    }
    const rest = invalid.join(', ');
    setText(rest);
    return rest;
  };

  useImperativeHandle(handleRef, () => ({
    commit: () => {
      const rest = commitText(text);
      return rest === '' ? null : rest;
    },
    focus: () => inputRef.current?.focus(),
  }));

  const pick = (candidate: RecipientCandidate) => {
    add([fromCandidate(candidate)]);
    setText('');
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (showList) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab' || event.key === 'ArrowRight') {
        const candidate = suggestions[Math.min(active, suggestions.length - 1)];
        if (candidate) {
          event.preventDefault();
          pick(candidate);
          return;
        }
      }
    }
    if (
      event.key === 'Enter' ||
      event.key === 'Tab' ||
      event.key === ' ' ||
      event.key === ',' ||
      event.key === ';'
    ) {
      if (text.trim() === '') {
        if (event.key === ' ' || event.key === ',' || event.key === ';') event.preventDefault();
        return;
      }
      const { valid, invalid } = parseAddressList(text);
      if (valid.length > 0 && invalid.length === 0) {
        event.preventDefault();
        commitText(text);
      } else if (event.key === 'Enter') {
        event.preventDefault();
      }
      return;
    }
    if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[,;\n\r]/.test(pasted) && parseAddressList(pasted).valid.length === 0) return;
    event.preventDefault();
    commitText(`${text}${pasted}`);
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label id={labelId} htmlFor={`${listId}-input`} className={styles.label}>
          {label}
        </label>
        <ul className={styles.chips} aria-label={`${label} ${t.recipients}`}>
          {value.map((r) => (
            <li key={recipientKey(r)} className={styles.chipItem}>
              <Chip
                icon={r.kind === 'channel' ? <Hash size={12} /> : undefined}
                onRemove={() => onChange(value.filter((other) => recipientKey(other) !== recipientKey(r)))}
                removeLabel={t.removeRecipient(recipientName(r))}
              >
                {recipientName(r)}
              </Chip>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className={styles.input}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the composer's first field takes the focus when it opens
          autoFocus={autoFocus}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            setOpen(false);
            const { valid, invalid } = parseAddressList(text);
            if (valid.length > 0 && invalid.length === 0) commitText(text);
          }}
        />
      </div>
      {showList ? (
        <div id={listId} role="listbox" aria-label={t.suggestions} className={styles.listbox}>
          {suggestions.map((c, index) => (
            <div
              key={`${c.kind}:${c.id}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={suggestionOption}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(c);
              }}
            >
              <span>{c.kind === 'channel' ? `#${c.name}` : c.name}</span>
              {c.email ? <span className={suggestionDetail}>{c.email}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
