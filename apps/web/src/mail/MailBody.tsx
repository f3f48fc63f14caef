import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as styles from './MailBody.css';
import { type MailDocumentStyle, mailBaseCss, mailDocument } from './mail-document';
import { sanitizeMail } from './sanitize-mail';

export interface MailBodyProps {
  /** The untrusted HTML body of a message. */
  html: string;
  allowRemoteImages: boolean;
  /** Accessible name of the frame, e.g. "Message from Alice Martin". */
  title: string;
  /** Told how many remote images were held back. */
  onBlockedImages?: (count: number) => void;
}

const FALLBACK_STYLE: MailDocumentStyle = {
  color: '#14161b',
  linkColor: '#1f5fcf',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '14px',
  lineHeight: '1.45',
};

/**
 * Renders a message body safely: sanitized with DOMPurify, shown in an iframe whose sandbox allows
 * neither scripts nor same-origin access (links may still open in a new tab) and whose CSP blocks
 * every fetch but allowed images. The frame cannot be measured from outside, so a hidden,
 * inert copy in a shadow root gives its height.
 */
export function MailBody({ html, allowRemoteImages, title, onBlockedImages }: MailBodyProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [docStyle, setDocStyle] = useState<MailDocumentStyle | null>(null);
  const [height, setHeight] = useState(0);

  const sanitized = useMemo(() => sanitizeMail(html, { allowRemoteImages }), [html, allowRemoteImages]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const computed = getComputedStyle(root);
    setDocStyle({
      color: computed.color || FALLBACK_STYLE.color,
      linkColor:
        computed.getPropertyValue(styles.linkColor.replace(/^var\(|\)$/g, '')).trim() ||
        FALLBACK_STYLE.linkColor,
      fontFamily: computed.fontFamily || FALLBACK_STYLE.fontFamily,
      fontSize: computed.fontSize || FALLBACK_STYLE.fontSize,
      lineHeight: computed.lineHeight || FALLBACK_STYLE.lineHeight,
    });
  }, []);

  useLayoutEffect(() => {
    onBlockedImages?.(sanitized.blockedImages);
  }, [sanitized.blockedImages, onBlockedImages]);

  useLayoutEffect(() => {
    const host = measureRef.current;
    if (!host || !docStyle) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<style>${mailBaseCss(docStyle, '.mail')} .mail { display: flow-root; }</style><div class="mail">${sanitized.html}</div>`;
    const content = shadow.querySelector('.mail');
    if (!content) return;
    const update = () => setHeight(Math.ceil(content.getBoundingClientRect().height));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(content);
    return () => observer.disconnect();
  }, [sanitized.html, docStyle]);

  const srcDoc = useMemo(
    () => (docStyle ? mailDocument(sanitized.html, docStyle, { allowRemoteImages }) : ''),
    [sanitized.html, docStyle, allowRemoteImages],
  );

  return (
    <div ref={rootRef} className={styles.root}>
      <div ref={measureRef} className={styles.measure} aria-hidden="true" inert />
      {docStyle ? (
        <iframe
          className={styles.frame}
          title={title}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          style={{ height: Math.max(height, 20) }}
        />
      ) : null}
    </div>
  );
}
