import {
  createShortcutMatcher,
  formatSearchQuery,
  messages,
  rankSuggestions,
  SHORTCUTS,
  type SuggestionCandidate,
} from '@switchboard/domain';
import { Clock, Hash, Keyboard, LogOut, Search, Settings, Sparkles } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import {
  ComboBox,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RACButton,
} from 'react-aria-components';
import { Avatar } from '../../primitives/Avatar/Avatar';
import * as field from '../../primitives/field.css';
import { detectPlatform, shortcutKeyOf } from '../../primitives/Kbd/shortcut-keys';
import { Logo } from '../../primitives/Logo/Logo';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';
import { handOffTyping, isTextField } from '../../primitives/typing';
import { filterCompletion } from './filter-completion';
import * as styles from './TopBar.css';

export interface TopBarPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly pictureUrl?: string | null;
  readonly isSelf?: boolean;
}

export interface TopBarChannel {
  readonly id: string;
  readonly name: string;
}

export interface TopBarProps {
  /** The search text (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Runs a search (Enter, or a picked suggestion completed into a query). */
  onSearch: (query: string) => void;
  /** People and channels the search box suggests (ranked by the domain's rules). */
  people: readonly TopBarPerson[];
  channels: readonly TopBarChannel[];
  /** The last searches, newest first. */
  recentSearches: readonly string[];
  isAiOpen: boolean;
  onAiOpenChange: (isOpen: boolean) => void;
  /** The AI toggle shows only when the AI feature flag is on (default true). */
  showAiToggle?: boolean;
  user: { name: string; email: string; pictureUrl?: string | null };
  onLogoPress: () => void;
  onShortcuts: () => void;
  /** The user menu's Settings; the entry is left out without it (no settings screen yet). */
  onSettings?: () => void;
  onLogOut: () => void;
  /** Focuses the search box when '/' is typed outside a text field (default true). */
  listenForShortcut?: boolean;
}

type Suggestion =
  | { key: string; kind: 'recent'; query: string }
  | { key: string; kind: 'person'; person: TopBarPerson }
  | { key: string; kind: 'channel'; channel: TopBarChannel };

const hint = (id: string) => SHORTCUTS.find((shortcut) => shortcut.id === id)?.keys[0]?.join(' ');
const searchShortcut = SHORTCUTS.filter((shortcut) => shortcut.id === 'search');

/** Replaces the word being typed with `token` (a filter or a query) and ends with a space. */
function replaceLastWord(text: string, token: string): string {
  return `${text.slice(0, text.lastIndexOf(' ') + 1)}${token}`;
}

function suggestionText(item: Suggestion): string {
  if (item.kind === 'recent') return item.query;
  return item.kind === 'person' ? item.person.name : item.channel.name;
}

/**
 * The top bar: logo (to Inbox), the search box with suggestions (people, channels, recent searches)
 * and inline completion of filter names (Tab or right arrow accepts), the AI toggle and the user menu
 * (Shortcuts, Settings, Log out).
 */
export function TopBar({
  query,
  onQueryChange,
  onSearch,
  people,
  channels,
  recentSearches,
  isAiOpen,
  onAiOpenChange,
  showAiToggle = true,
  user,
  onLogoPress,
  onShortcuts,
  onSettings,
  onLogOut,
  listenForShortcut = true,
}: TopBarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const completion = filterCompletion(query);
  const word = query.slice(query.lastIndexOf(' ') + 1);

  const suggestions = useMemo((): Suggestion[] => {
    const candidates: SuggestionCandidate[] = [
      ...people.map((person) => ({
        kind: 'user' as const,
        id: person.id,
        name: person.name,
        email: person.email,
        isSelf: person.isSelf,
      })),
      ...channels.map((channel) => ({ kind: 'channel' as const, id: channel.id, name: channel.name })),
    ];
    const ranked = word.includes(':') ? [] : rankSuggestions(candidates, word);
    const recent =
      query.trim() === ''
        ? recentSearches.map((recentQuery) => ({
            key: `recent:${recentQuery}`,
            kind: 'recent' as const,
            query: recentQuery,
          }))
        : [];
    return [
      ...recent,
      ...ranked.map((candidate): Suggestion => {
        if (candidate.kind === 'channel') {
          return {
            key: `channel:${candidate.id}`,
            kind: 'channel',
            channel: channels.find((c) => c.id === candidate.id)!,
          };
        }
        return {
          key: `person:${candidate.id}`,
          kind: 'person',
          person: people.find((p) => p.id === candidate.id)!,
        };
      }),
    ];
  }, [people, channels, recentSearches, query, word]);

  useEffect(() => {
    if (!listenForShortcut) return;
    const matcher = createShortcutMatcher(searchShortcut, { platform: detectPlatform() });
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (isTextField(event.target)) return;
      const id = matcher.handle(shortcutKeyOf(event));
      if (id !== 'search') return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [listenForShortcut]);

  const pick = (key: Key | null) => {
    const suggestion = suggestions.find((item) => item.key === key);
    if (!suggestion) return;
    const next =
      suggestion.kind === 'recent'
        ? suggestion.query
        : suggestion.kind === 'person'
          ? replaceLastWord(
              query,
              formatSearchQuery({ type: 'filter', name: 'from', value: suggestion.person.email }),
            )
          : replaceLastWord(
              query,
              formatSearchQuery({ type: 'filter', name: 'channel', value: suggestion.channel.name }),
            );
    onQueryChange(next);
    handOffTyping();
    onSearch(next);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const highlighted = input.getAttribute('aria-activedescendant');
    if (
      completion &&
      !highlighted &&
      atEnd &&
      (event.key === 'Tab' || event.key === 'ArrowRight') &&
      !event.shiftKey
    ) {
      event.preventDefault();
      onQueryChange(`${query}${completion}`);
      return;
    }
    if (event.key === 'Enter' && !highlighted && query.trim() !== '') {
      event.preventDefault();
      onSearch(query.trim());
    }
  };

  return (
    <header className={styles.root}>
      <RACButton className={styles.logo} onPress={onLogoPress}>
        <Logo size="sm" />
      </RACButton>
      <div className={styles.search}>
        <ComboBox
          aria-label={messages.shell.searchPlaceholder}
          inputValue={query}
          onInputChange={onQueryChange}
          onSelectionChange={pick}
          selectedKey={null}
          allowsCustomValue
          defaultFilter={() => true}
          allowsEmptyCollection={false}
          menuTrigger="focus"
        >
          <div className={styles.searchControl}>
            <Search aria-hidden className={styles.searchIcon} />
            <div className={styles.inputWrap}>
              {completion ? (
                <span className={styles.ghost} aria-hidden="true" data-completion={completion}>
                  {query}
                  <span className={styles.ghostCompletion}>{completion}</span>
                </span>
              ) : null}
              <Input
                ref={inputRef}
                className={styles.input}
                placeholder={messages.shell.searchPlaceholder}
                onKeyDown={onInputKeyDown}
              />
            </div>
          </div>
          <Popover offset={6} className={field.popover} placement="bottom start">
            <ListBox className={styles.suggestionList} items={suggestions}>
              {(item) => (
                <ListBoxItem id={item.key} textValue={suggestionText(item)} className={field.item}>
                  <span className={styles.suggestion}>
                    {item.kind === 'recent' ? (
                      <>
                        <Clock aria-hidden className={styles.suggestionIcon} />
                        <span>{item.query}</span>
                      </>
                    ) : item.kind === 'person' ? (
                      <>
                        <Avatar name={item.person.name} src={item.person.pictureUrl} size="sm" decorative />
                        <span className={styles.suggestionText}>
                          <span>{item.person.name}</span>
                          <span className={styles.suggestionDetail}>{item.person.email}</span>
                        </span>
                      </>
                    ) : (
                      <>
                        <Hash aria-hidden className={styles.suggestionIcon} />
                        <span>{item.channel.name}</span>
                      </>
                    )}
                  </span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </div>
      <div className={styles.actions}>
        {showAiToggle ? (
          <ToggleButton
            aria-label={messages.shell.aiToggle}
            isSelected={isAiOpen}
            onChange={onAiOpenChange}
            shape="icon"
            size="sm"
          >
            <Sparkles aria-hidden className={styles.icon} />
          </ToggleButton>
        ) : null}
        <MenuTrigger placement="bottom end">
          <RACButton className={styles.avatarButton}>
            <Avatar name={user.name} src={user.pictureUrl} size="md" />
          </RACButton>
          <Menu
            aria-label={user.name}
            onAction={(key) => {
              if (key === 'shortcuts') onShortcuts();
              else if (key === 'settings') onSettings?.();
              else if (key === 'logout') onLogOut();
            }}
          >
            <MenuItem id="shortcuts" icon={<Keyboard aria-hidden />} shortcut={hint('shortcuts')}>
              {messages.shell.userMenu.shortcuts}
            </MenuItem>
            {onSettings ? (
              <MenuItem id="settings" icon={<Settings aria-hidden />} shortcut={hint('settings')}>
                {messages.shell.userMenu.settings}
              </MenuItem>
            ) : null}
            <MenuItem id="logout" icon={<LogOut aria-hidden />}>
              {messages.shell.userMenu.logOut}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </header>
  );
}
