import {
  type Address,
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
   * Turns the text still typed into recipients when it is valid and answers null; answers the first entry
   * that is not a valid address, typed or kept as an error chip (the composer then opens 'Almost there...').
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

/** The key of the last recipient among the chips (null when every chip is an error chip). */
function lastRecipientKey(items: readonly ChipItem[]): string | null {
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i]!;
    if (item.kind === 'recipient') return recipientKey(item.recipient);
  }
  return null;
}

function recipientKey(r: Recipient): string {
  return r.kind === 'channel' ? `channel:${r.id}` : `mail:${r.email.toLowerCase()}`;
}

function recipientName(r: Recipient): string {
  if (r.kind === 'channel') return r.name;
  return truncateDisplayName(r.name?.trim() ? r.name : r.email);
}

/**
 * A pasted entry that is not an address, kept as an error chip where it was pasted: right after the
 * recipient `after` (its key), or before every recipient when null.
 */
interface InvalidEntry {
  id: number;
  text: string;
  after: string | null;
}

type ChipItem = { kind: 'recipient'; recipient: Recipient } | { kind: 'invalid'; entry: InvalidEntry };

/** The chips in the order they were pasted or typed: each recipient followed by the invalid entries after it. */
function chipItems(value: readonly Recipient[], invalid: readonly InvalidEntry[]): ChipItem[] {
  const keys = new Set(value.map(recipientKey));
  const after = (anchor: string | null): ChipItem[] =>
    invalid.filter((e) => e.after === anchor).map((entry) => ({ kind: 'invalid', entry }));
  return [
    ...after(null),
    ...value.flatMap((recipient): ChipItem[] => [
      { kind: 'recipient', recipient },
      ...after(recipientKey(recipient)),
    ]),
    // Entries whose recipient the owner removed: at the end, never lost.
    ...invalid
      .filter((e) => e.after !== null && !keys.has(e.after))
      .map((entry): ChipItem => ({ kind: 'invalid', entry })),
  ];
}

function fromCandidate(c: RecipientCandidate): Recipient {
  if (c.kind === 'channel')
    return { kind: 'channel', id: c.id, name: c.name, iconSetName: c.iconSetName ?? null };
  if (c.kind === 'user') return { kind: 'user', id: c.id, email: c.email ?? '', name: c.name };
  return { kind: 'external_user', email: c.email ?? '', ...(c.name ? { name: c.name } : {}) };
}

/**
 * A recipient field (To, Cc or Bcc): chips for the recipients and a text input. Enter, Tab or Space on a
 * valid address makes a chip; pasted lists split on comma, semicolon and newline, and every entry becomes a
 * chip in the pasted order, an entry that is not an address an error chip in its place ('Not a valid
 * address'; press it to edit it, or remove it); 'Name <address>' is parsed; teammates and channels are suggested as you type (100 ms debounce, the spec's ranking), Tab,
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
  const [invalid, setInvalid] = useState<InvalidEntry[]>([]);
  const nextInvalidId = useRef(0);
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

  const items = chipItems(value, invalid);

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

  /** A teammate when the address is one, else an outside recipient. */
  const toRecipient = (address: Address): Recipient => {
    const user = candidates.find(
      (c) => c.kind === 'user' && c.email?.toLowerCase() === address.email.toLowerCase(),
    );
    return user ? fromCandidate(user) : { kind: 'external_user', ...address };
  };

  /**
   * Parses what is typed or pasted. One entry that is not an address stays as typed text (it is still being
   * written); otherwise every entry becomes a chip in order, an invalid one an error chip in its place.
   * Answers the first entry that is not an address ('' when none).
   */
  const commitText = (raw: string): string => {
    if (raw.trim() === '') {
      setText('');
      return '';
    }
    const { entries } = parseAddressList(raw);
    const [only] = entries;
    if (entries.length === 1 && only && !only.valid) {
      setText(only.text);
      return only.text;
    }
    const next = [...value];
    const seen = new Set(chosen);
    const added: InvalidEntry[] = [];
    // A pasted entry follows the last chip placed before it (the end of the list at first).
    let after = items.length > 0 ? lastRecipientKey(items) : null;
    for (const entry of entries) {
      if (entry.valid) {
        const recipient = toRecipient(entry.address);
        const key = recipientKey(recipient);
        if (seen.has(key)) continue; // already a chip: it keeps its place
        seen.add(key);
        next.push(recipient);
        after = key;
      } else {
        added.push({ id: nextInvalidId.current++, text: entry.text, after });
      }
    }
    if (next.length !== value.length) onChange(next);
    if (added.length > 0) setInvalid((current) => [...current, ...added]);
    setText('');
    return added[0]?.text ?? '';
  };

  const removeRecipient = (recipient: Recipient) => {
    const key = recipientKey(recipient);
    const index = value.findIndex((other) => recipientKey(other) === key);
    const previous = index > 0 ? recipientKey(value[index - 1]!) : null;
    // The error chips that followed it now follow the chip before it, so they keep their place.
    setInvalid((current) => current.map((e) => (e.after === key ? { ...e, after: previous } : e)));
    onChange(value.filter((other) => recipientKey(other) !== key));
  };

  const removeInvalid = (id: number) => setInvalid((current) => current.filter((e) => e.id !== id));

  /** Puts an error chip's text back in the input to be corrected. */
  const editInvalid = (entry: InvalidEntry) => {
    removeInvalid(entry.id);
    setText((typed) => (typed.trim() === '' ? entry.text : `${typed}, ${entry.text}`));
    inputRef.current?.focus();
  };

  useImperativeHandle(handleRef, () => ({
    commit: () => {
      const kept = items.find((item) => item.kind === 'invalid');
      const rest = commitText(text);
      if (kept?.kind === 'invalid') return kept.entry.text;
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
    const last = items.at(-1);
    if (event.key === 'Backspace' && text === '' && last) {
      if (last.kind === 'invalid') removeInvalid(last.entry.id);
      else removeRecipient(last.recipient);
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
          {items.map((item) =>
            item.kind === 'recipient' ? (
              <li key={recipientKey(item.recipient)} className={styles.chipItem}>
                <Chip
                  icon={item.recipient.kind === 'channel' ? <Hash size={12} /> : undefined}
                  onRemove={() => removeRecipient(item.recipient)}
                  removeLabel={t.removeRecipient(recipientName(item.recipient))}
                >
                  {recipientName(item.recipient)}
                </Chip>
              </li>
            ) : (
              <li key={`invalid:${item.entry.id}`} className={styles.chipItem}>
                <Chip
                  tone="error"
                  description={t.invalidRecipient}
                  onPress={() => editInvalid(item.entry)}
                  pressLabel={t.editRecipient(item.entry.text)}
                  onRemove={() => removeInvalid(item.entry.id)}
                  removeLabel={t.removeRecipient(item.entry.text)}
                >
                  {item.entry.text}
                </Chip>
              </li>
            ),
          )}
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
