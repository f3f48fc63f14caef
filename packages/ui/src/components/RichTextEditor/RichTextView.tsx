import { generateJSON, type JSONContent } from '@tiptap/react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { formatExtensions } from './RichTextEditor';
import * as styles from './RichTextEditor.css';

export interface RichTextViewProps {
  /** A body the editor wrote (HTML), or plain text (shown line by line). Untrusted. */
  html: string;
}

const SAFE_LINK = /^(https?:|mailto:)/i;
/** Only images of the app itself (an uploaded file's signed address): nothing remote loads from a body. */
const SAFE_IMAGE = /^\/(?!\/)/;

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A body that does not look like HTML is plain text: each line a paragraph. */
function asHtml(body: string): string {
  if (/<[a-z!/]/i.test(body)) return body;
  return body
    .split('\n')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
}

function marked(text: ReactNode, marks: JSONContent['marks'] = []): ReactNode {
  let out = text;
  for (const mark of marks) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'underline') out = <u>{out}</u>;
    else if (mark.type === 'strike') out = <s>{out}</s>;
    else if (mark.type === 'link') {
      const href = String(mark.attrs?.href ?? '');
      if (SAFE_LINK.test(href))
        out = (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {out}
          </a>
        );
    }
  }
  return out;
}

function render(node: JSONContent, key: number): ReactNode {
  const children = (node.content ?? []).map(render);
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{marked(node.text ?? '', node.marks)}</Fragment>;
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      );
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList':
      return <ol key={key}>{children}</ol>;
    case 'listItem':
      return <li key={key}>{children}</li>;
    case 'hardBreak':
      return <br key={key} />;
    case 'mention':
      return (
        <span key={key} className="mention" data-type="mention" data-id={String(node.attrs?.id ?? '')}>
          @{String(node.attrs?.label ?? node.attrs?.id ?? '')}
        </span>
      );
    case 'image': {
      const src = String(node.attrs?.src ?? '');
      const alt = String(node.attrs?.alt ?? '');
      return SAFE_IMAGE.test(src) ? <img key={key} src={src} alt={alt} /> : <span key={key}>{alt}</span>;
    }
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

/**
 * A rich-text body shown read-only, as the editor writes it: the HTML is parsed into the editor's schema
 * (an inert document: nothing in it runs or loads) and drawn as React elements, so only the editor's formats
 * survive (bold, italic, underline, strike, blockquote, code block, lists, links, mentions) and no markup of
 * the body reaches the page. Links open in a new tab; only the app's own images show.
 */
export function RichTextView({ html }: RichTextViewProps) {
  const doc = useMemo(() => generateJSON(asHtml(html), formatExtensions()) as JSONContent, [html]);
  return <div className={styles.view}>{(doc.content ?? []).map(render)}</div>;
}
