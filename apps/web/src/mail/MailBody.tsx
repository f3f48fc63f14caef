import { IMAGE_PROXY_PATH } from '@switchboard/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as styles from './MailBody.css';
import { type MailDocumentStyle, mailDocument } from './mail-document';
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

/** Height of the frame before it has been measured, and if it cannot be. */
const MIN_HEIGHT = 20;

/**
 * The frame's sandbox: no `allow-scripts`, ever. `allow-same-origin` only so that this page can read
 * the frame's own layout height (nothing inside the frame can run to report it, and the app's CSP
 * forbids inline script anyway); without scripts, same-origin grants the body nothing. Links open
 * in a new, unsandboxed tab only when the user clicks them (`<base target="_blank">`, `rel="noopener
 * noreferrer"`).
 */
export const MAIL_FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * Renders a message body safely: sanitized with DOMPurify (styles cleaned by the CSS parser), shown
 * only inside a sandboxed `srcdoc` iframe whose CSP blocks every fetch but allowed images, which come
 * only through the server's image proxy. There is
 * no copy of the body anywhere in the app's document: the height is read from the frame itself.
 */
export function MailBody({ html, allowRemoteImages, title, onBlockedImages }: MailBodyProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [docStyle, setDocStyle] = useState<MailDocumentStyle | null>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);

  const sanitized = useMemo(() => sanitizeMail(html, { allowRemoteImages }), [html, allowRemoteImages]);

  // The frame cannot see the app's CSS variables: its colours and font are read from the page, again
  // whenever the page re-renders or the colour scheme changes (a theme or light/dark switch).
  const readStyle = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    const computed = getComputedStyle(root);
    const next: MailDocumentStyle = {
      color: computed.color || FALLBACK_STYLE.color,
      linkColor:
        computed.getPropertyValue(styles.linkColor.replace(/^var\(|\)$/g, '')).trim() ||
        FALLBACK_STYLE.linkColor,
      fontFamily: computed.fontFamily || FALLBACK_STYLE.fontFamily,
      fontSize: computed.fontSize || FALLBACK_STYLE.fontSize,
      lineHeight: computed.lineHeight || FALLBACK_STYLE.lineHeight,
    };
    setDocStyle((previous) =>
      previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next,
    );
  }, []);
  useLayoutEffect(readStyle);
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => requestAnimationFrame(readStyle);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [readStyle]);

  useLayoutEffect(() => {
    onBlockedImages?.(sanitized.blockedImages);
  }, [sanitized.blockedImages, onBlockedImages]);

  // Remote pictures arrive as same-origin proxy addresses (the server rewrites them): only those load.
  const srcDoc = useMemo(
    () =>
      docStyle
        ? mailDocument(sanitized.html, docStyle, {
            allowRemoteImages,
            imageProxy: `${window.location.origin}${IMAGE_PROXY_PATH}`,
            attachmentsBase: `${window.location.origin}/files/attachments/`,
          })
        : '',
    [sanitized.html, docStyle, allowRemoteImages],
  );

  /** Reads the laid-out height of the frame's own document. */
  const measure = useCallback(() => {
    const body = frameRef.current?.contentDocument?.body;
    if (!body) return;
    setHeight(Math.max(MIN_HEIGHT, Math.ceil(body.getBoundingClientRect().height)));
  }, []);

  // Measured when the document loads, again when any image in it loads (its size changes the
  // layout), and whenever the frame's width changes (text reflows).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !srcDoc) return;
    let detach = () => {};
    const onLoad = () => {
      detach();
      measure();
      const doc = frame.contentDocument;
      if (!doc) return;
      doc.addEventListener('load', measure, true);
      detach = () => doc.removeEventListener('load', measure, true);
    };
    frame.addEventListener('load', onLoad);
    if (frame.contentDocument?.readyState === 'complete') onLoad();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => {
      frame.removeEventListener('load', onLoad);
      observer.disconnect();
      detach();
    };
  }, [srcDoc, measure]);

  return (
    <div ref={rootRef} className={styles.root}>
      {docStyle ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          title={title}
          sandbox={MAIL_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          style={{ height }}
        />
      ) : null}
    </div>
  );
}
