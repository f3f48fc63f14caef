import {
  isBlankHtml,
  MENTION_LOOKBACK_CHARS,
  messages,
  POPOVER_DEBOUNCE_MS,
  type RICH_TEXT_TOOLBAR_CONTEXTS,
  rankSuggestions,
  type SuggestionCandidate,
  trimTrailingBlankParagraphs,
} from '@switchboard/domain';
import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import { PluginKey } from '@tiptap/pm/state';
import {
  EditorContent,
  Extension,
  type Editor as TiptapEditor,
  useEditor,
  useEditorState,
} from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Suggestion, { type SuggestionKeyDownProps, type SuggestionProps } from '@tiptap/suggestion';
import { gemoji } from 'gemoji';
import {
  Bold,
  Code2,
  ImagePlus,
  Indent,
  Italic,
  Link2,
  List,
  ListOrdered,
  Outdent,
  Quote,
  Strikethrough,
  Underline,
} from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { suggestionDetail, suggestionList, suggestionOption } from '../../primitives/suggestions.css';
import { TextField } from '../../primitives/TextField/TextField';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';
import { mountedDom } from './mounted-dom';
import * as styles from './RichTextEditor.css';

const t = messages.compose;

export type ToolbarContext = (typeof RICH_TEXT_TOOLBAR_CONTEXTS)[number];

/** Someone or a channel the editor can mention ('@') or insert ('#'). */
export type Mentionable = SuggestionCandidate;

/** What the editor's owner can do with it. */
export interface RichTextEditorHandle {
  focus: () => void;
  /**
   * Inserts an image at the cursor: `src` shows it here, `inlineId` (its `data-inline-id`) names it for its
   * owner, which uploads it and makes it `cid:` when sending.
   */
  insertImage: (src: string, alt: string, inlineId?: string) => void;
  /** Points the images of `inlineId` at `src` (an uploaded copy); nothing changes when they already do. */
  setImageSource: (inlineId: string, src: string) => void;
  /** Removes the images of `inlineId` (their upload was removed). */
  removeImage: (inlineId: string) => void;
  /** Appends HTML at the end (a signature, a quick reply). */
  appendHtml: (html: string) => void;
  /** Empties the text (after it was sent). */
  clear: () => void;
  /** The ids of the people and channels the text mentions now, each once, in order. */
  mentionedIds: () => string[];
}

export interface RichTextEditorProps {
  /** Accessible name of the text area. */
  label: string;
  /** The HTML it starts with (later changes of this prop are not applied: the editor owns its text). */
  defaultValue?: string;
  /** The trimmed HTML after every change; '' when every insert is blank. */
  onChange?: (html: string) => void;
  placeholder?: string;
  /** People and channels for '@' mentions and '#' channels. */
  mentionables?: readonly Mentionable[];
  /**
   * Images pasted into the text or picked with the toolbar's 'Insert image': the owner uploads them and
   * inserts them (`insertImage`). Without it, pasted images are not taken and the toolbar has no image button.
   */
  onImageFiles?: (files: File[]) => void;
  /** Whether the formatting toolbar shows (remembered per context by the owner). */
  toolbarVisible?: boolean;
  /** mod+enter. */
  onSubmit?: () => void;
  autoFocus?: boolean;
  handleRef?: Ref<RichTextEditorHandle>;
  /** The trimmed HTML when the focus leaves the editor and its toolbar (a field saved on blur). */
  onBlur?: (html: string) => void;
  /** Shows the text without letting it change (and without its toolbar). */
  isReadOnly?: boolean;
}

type Item = { id: string; label: string; detail?: string; insert?: string };

interface OpenSuggestion {
  kind: 'mention' | 'channel' | 'emoji';
  items: Item[];
  command: (item: Item) => void;
}

/** tiptap's image with the `data-inline-id` that names its upload. */
const InlineImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      inlineId: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-inline-id'),
        renderHTML: (attributes: { inlineId?: string | null }) =>
          attributes.inlineId ? { 'data-inline-id': attributes.inlineId } : {},
      },
    };
  },
});

/** The formats the editor keeps (its schema): what it writes, and all that `RichTextView` shows of a body. */
export function formatExtensions() {
  return [
    StarterKit.configure({
      heading: false,
      horizontalRule: false,
      code: false,
      link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
    }),
    // Images are uploads named by `data-inline-id`, never base64 in the body (a pasted data: image is
    // dropped: it would outgrow the body's size limit and the draft storage).
    InlineImage.configure({ inline: false, allowBase64: false }),
    Mention.configure({ HTMLAttributes: { class: 'mention' }, deleteTriggerWithBackspace: true }),
  ];
}

/** The trimmed HTML of the editor, '' when it shows nothing. */
export function editorHtml(editor: TiptapEditor): string {
  const html = trimTrailingBlankParagraphs(editor.getHTML());
  return isBlankHtml(html) ? '' : html;
}

/** Emoji whose short name starts with the query (':' plus at least one word character). */
export function searchEmoji(query: string, max = 8): Item[] {
  if (!/^\w/.test(query)) return [];
  const q = query.toLowerCase();
  const found: Item[] = [];
  for (const entry of gemoji) {
    const name = entry.names.find((n) => n.startsWith(q));
    if (name) found.push({ id: name, label: `${entry.emoji} :${name}:`, insert: entry.emoji });
    if (found.length >= max) break;
  }
  return found;
}

function mentionItems(mentionables: readonly Mentionable[], query: string, channelsOnly: boolean): Item[] {
  if (query.length > MENTION_LOOKBACK_CHARS) return [];
  const ranked = rankSuggestions(
    mentionables.filter((m) => (channelsOnly ? m.kind === 'channel' : true)),
    channelsOnly ? `#${query}` : query,
    { people: 8, channels: 8 },
  );
  return ranked.map((m) => ({
    id: m.id,
    label: m.kind === 'channel' ? `#${m.name}` : m.name,
    ...(m.email ? { detail: m.email } : {}),
  }));
}

/**
 * The message editor (tiptap): bold, italic, underline, strike, blockquote, code block, lists with indent,
 * links, images and mentions. '@' suggests people and channels (the query looks back at most 26
 * characters, 100 ms debounce, the spec's ranking), '#' inserts a channel, ':' plus a word character
 * suggests emoji. Pasted HTML keeps only these formats (the editor's schema drops the rest). Its output is
 * trimmed of trailing empty lines, and empty when every insert is blank. mod+enter submits.
 */
export function RichTextEditor({
  label,
  defaultValue = '',
  onChange,
  placeholder,
  mentionables = [],
  toolbarVisible = true,
  onSubmit,
  autoFocus = false,
  handleRef,
  onBlur,
  isReadOnly = false,
  onImageFiles,
}: RichTextEditorProps) {
  const [suggestion, setSuggestion] = useState<OpenSuggestion | null>(null);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ mentionables, onChange, onSubmit, onBlur, suggestion, active, onImageFiles });
  latest.current = { mentionables, onChange, onSubmit, onBlur, suggestion, active, onImageFiles };
  const listId = useId();

  const renderSuggestion = (kind: OpenSuggestion['kind']) => () => ({
    onStart: (props: SuggestionProps<Item, Item>) => {
      setActive(0);
      setSuggestion(props.items.length ? { kind, items: props.items, command: props.command } : null);
    },
    onUpdate: (props: SuggestionProps<Item, Item>) => {
      setActive(0);
      setSuggestion(props.items.length ? { kind, items: props.items, command: props.command } : null);
    },
    onExit: () => setSuggestion(null),
    onKeyDown: ({ event }: SuggestionKeyDownProps) => {
      const open = latest.current.suggestion;
      if (!open) return false;
      if (event.key === 'Escape') {
        setSuggestion(null);
        return true;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + open.items.length) % open.items.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab' || event.key === 'ArrowRight') {
        const item = open.items[latest.current.active];
        if (item) open.command(item);
        return true;
      }
      return false;
    },
  });

  const editor = useEditor({
    immediatelyRender: true,
    editable: !isReadOnly,
    autofocus: autoFocus ? 'end' : false,
    content: defaultValue,
    extensions: [
      ...formatExtensions().filter((extension) => extension.name !== 'mention'),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      Mention.configure({
        HTMLAttributes: { class: 'mention' },
        deleteTriggerWithBackspace: true,
        suggestions: [
          {
            char: '@',
            pluginKey: new PluginKey('mention-people'),
            debounce: POPOVER_DEBOUNCE_MS,
            items: ({ query }) => mentionItems(latest.current.mentionables, query, false),
            render: renderSuggestion('mention'),
          },
          {
            char: '#',
            pluginKey: new PluginKey('mention-channels'),
            items: ({ query }) => mentionItems(latest.current.mentionables, query, true),
            render: renderSuggestion('channel'),
          },
        ],
      }),
      Extension.create({
        name: 'emojiSuggestion',
        addProseMirrorPlugins() {
          return [
            Suggestion<Item, Item>({
              editor: this.editor,
              char: ':',
              pluginKey: new PluginKey('emoji'),
              items: ({ query }) => searchEmoji(query),
              command: ({ editor, range, props }) => {
                editor
                  .chain()
                  .focus()
                  .insertContentAt(range, `${props.insert ?? ''} `)
                  .run();
              },
              render: renderSuggestion('emoji'),
            }),
          ];
        },
      }),
    ],
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
      handlePaste: (_view, event) => {
        const take = latest.current.onImageFiles;
        const images = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        if (!take || images.length === 0) return false;
        take(images);
        return true;
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
          latest.current.onSubmit?.();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => latest.current.onChange?.(editorHtml(current)),
    onBlur: ({ editor: current, event }) => {
      // Moving to the toolbar (or a suggestion) is not leaving the field.
      const next = event.relatedTarget;
      if (next instanceof Node && rootRef.current?.contains(next)) return;
      latest.current.onBlur?.(editorHtml(current));
    },
  });

  useEffect(() => {
    if (editor.isEditable === isReadOnly) editor.setEditable(!isReadOnly);
  }, [editor, isReadOnly]);

  useImperativeHandle(
    handleRef,
    () => ({
      focus: () => editor.commands.focus('end'),
      insertImage: (src, alt, inlineId) =>
        editor
          .chain()
          .focus()
          .insertContent({ type: 'image', attrs: { src, alt, inlineId: inlineId ?? null } })
          .run(),
      setImageSource: (inlineId, src) => {
        const { tr } = editor.state;
        editor.state.doc.descendants((node, pos) => {
          if (node.type.name === 'image' && node.attrs.inlineId === inlineId && node.attrs.src !== src)
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, src });
        });
        if (tr.docChanged) editor.view.dispatch(tr.setMeta('addToHistory', false));
      },
      removeImage: (inlineId) => {
        const { tr } = editor.state;
        const found: { pos: number; size: number }[] = [];
        editor.state.doc.descendants((node, pos) => {
          if (node.type.name === 'image' && node.attrs.inlineId === inlineId)
            found.push({ pos, size: node.nodeSize });
        });
        for (const { pos, size } of found.reverse()) tr.delete(pos, pos + size);
        if (tr.docChanged) editor.view.dispatch(tr);
      },
      appendHtml: (html) =>
        editor.chain().focus('end').insertContentAt(editor.state.doc.content.size, html).run(),
      clear: () => {
        editor.commands.clearContent(true);
      },
      mentionedIds: () => {
        const ids: string[] = [];
        editor.state.doc.descendants((node) => {
          const id = node.type.name === 'mention' ? node.attrs.id : null;
          if (typeof id === 'string' && !ids.includes(id)) ids.push(id);
        });
        return ids;
      },
    }),
    [editor],
  );

  // The list's options carry the active descendant of the text area. The text area exists only while the
  // editor is mounted (tiptap throws on `view.dom` before that, and a remount makes a new one): the
  // attributes are set now if it is, and again on each mount.
  useEffect(() => {
    const apply = () => {
      const dom = mountedDom(editor);
      if (!dom) return;
      if (suggestion) {
        dom.setAttribute('aria-controls', listId);
        dom.setAttribute('aria-activedescendant', `${listId}-${active}`);
      } else {
        dom.removeAttribute('aria-controls');
        dom.removeAttribute('aria-activedescendant');
      }
    };
    apply();
    editor.on('mount', apply);
    return () => {
      editor.off('mount', apply);
    };
  }, [editor, suggestion, active, listId]);

  return (
    <div className={styles.root} ref={rootRef}>
      {toolbarVisible && !isReadOnly ? <Toolbar editor={editor} onImageFiles={onImageFiles} /> : null}
      <EditorContent editor={editor} className={styles.content} />
      {suggestion ? (
        <div
          id={listId}
          role="listbox"
          aria-label={suggestion.kind === 'emoji' ? t.emojiSuggestions : t.mentionSuggestions}
          className={suggestionList}
        >
          {suggestion.items.map((item, index) => (
            <div
              key={item.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={suggestionOption}
              onMouseDown={(event) => {
                event.preventDefault();
                suggestion.command(item);
              }}
            >
              <span>{item.label}</span>
              {item.detail ? <span className={suggestionDetail}>{item.detail}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function FormatButton({
  label,
  icon,
  isSelected,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  isSelected: boolean;
  onChange: () => void;
}) {
  return (
    <ToggleButton aria-label={label} shape="icon" size="sm" isSelected={isSelected} onChange={onChange}>
      {icon}
    </ToggleButton>
  );
}

function Toolbar({ editor, onImageFiles }: { editor: TiptapEditor; onImageFiles?: (files: File[]) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canIndent: e.can().sinkListItem('listItem'),
      canOutdent: e.can().liftListItem('listItem'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const f = t.formats;
  const icon = { 'aria-hidden': true, size: 14 } as const;
  const chain = () => editor.chain().focus();
  return (
    <>
      <div role="toolbar" aria-label={t.formatting} className={styles.toolbar}>
        <FormatButton
          label={f.bold}
          icon={<Bold {...icon} />}
          isSelected={state.bold}
          onChange={() => chain().toggleBold().run()}
        />
        <FormatButton
          label={f.italic}
          icon={<Italic {...icon} />}
          isSelected={state.italic}
          onChange={() => chain().toggleItalic().run()}
        />
        <FormatButton
          label={f.underline}
          icon={<Underline {...icon} />}
          isSelected={state.underline}
          onChange={() => chain().toggleUnderline().run()}
        />
        <FormatButton
          label={f.strike}
          icon={<Strikethrough {...icon} />}
          isSelected={state.strike}
          onChange={() => chain().toggleStrike().run()}
        />
        <FormatButton
          label={f.blockquote}
          icon={<Quote {...icon} />}
          isSelected={state.blockquote}
          onChange={() => chain().toggleBlockquote().run()}
        />
        <FormatButton
          label={f.codeBlock}
          icon={<Code2 {...icon} />}
          isSelected={state.codeBlock}
          onChange={() => chain().toggleCodeBlock().run()}
        />
        <FormatButton
          label={f.bulletList}
          icon={<List {...icon} />}
          isSelected={state.bulletList}
          onChange={() => chain().toggleBulletList().run()}
        />
        <FormatButton
          label={f.orderedList}
          icon={<ListOrdered {...icon} />}
          isSelected={state.orderedList}
          onChange={() => chain().toggleOrderedList().run()}
        />
        <FormatButton
          label={f.indent}
          icon={<Indent {...icon} />}
          isSelected={false}
          onChange={() => chain().sinkListItem('listItem').run()}
        />
        <FormatButton
          label={f.outdent}
          icon={<Outdent {...icon} />}
          isSelected={false}
          onChange={() => chain().liftListItem('listItem').run()}
        />
        <FormatButton
          label={f.link}
          icon={<Link2 {...icon} />}
          isSelected={state.link || linkOpen}
          onChange={() => {
            if (state.link) chain().unsetLink().run();
            else setLinkOpen((open) => !open);
          }}
        />
        {onImageFiles ? (
          <FileTrigger
            acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
            allowsMultiple
            onSelect={(list) => {
              const files = list ? [...list] : [];
              if (files.length > 0) onImageFiles(files);
            }}
          >
            <IconButton aria-label={f.image} icon={<ImagePlus {...icon} />} size="sm" />
          </FileTrigger>
        ) : null}
      </div>
      {linkOpen ? (
        <form
          className={styles.linkRow}
          onSubmit={(event) => {
            event.preventDefault();
            const url = href.trim();
            if (/^(https?:\/\/|mailto:)/i.test(url))
              chain().extendMarkRange('link').setLink({ href: url }).run();
            setHref('');
            setLinkOpen(false);
          }}
        >
          <TextField label={t.linkPrompt} value={href} onChange={setHref} type="url" autoFocus />
          <Button type="submit" size="sm" variant="secondary">
            {t.ok}
          </Button>
        </form>
      ) : null}
    </>
  );
}
