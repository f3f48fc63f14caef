/** The colours and font the mail document inherits from the app's theme (the iframe cannot see its CSS variables). */
export interface MailDocumentStyle {
  color: string;
  linkColor: string;
  fontFamily: string;
  fontSize: string;
  lineHeight: string;
}

export interface MailImagesOptions {
  /** The user chose 'Show images': remote pictures load, through the image proxy only. */
  allowRemoteImages: boolean;
  /** The image proxy's absolute address (`${origin}/image-proxy`): the one place remote pictures come from. */
  imageProxy: string;
  /**
   * The app's own attachment files (`{origin}/files/attachments/`): a message's inline images (sent from
   * here as `cid:`) are shown from their signed links there, which are not remote.
   */
  attachmentsBase?: string;
}

/**
 * The Content-Security-Policy of a rendered message: nothing may run or be fetched, except inline styles,
 * embedded (`data:`/`cid:`) images, the message's own inline images (the app's attachment links, when
 * given), and, once the user allowed them, remote images through the server's image proxy (the server
 * answers every remote picture of a body as a signed proxy address). A remote address itself never loads,
 * with or without consent.
 */
export function mailCsp({ allowRemoteImages, imageProxy, attachmentsBase }: MailImagesOptions): string {
  const own = attachmentsBase ? ` ${attachmentsBase}` : '';
  const images = allowRemoteImages ? `data: cid:${own} ${imageProxy}` : `data: cid:${own}`;
  return [
    "default-src 'none'",
    `img-src ${images}`,
    "style-src 'unsafe-inline'",
    "font-src 'none'",
    "media-src 'none'",
    "connect-src 'none'",
    "script-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Base styles of the mail document. */
export function mailBaseCss(style: MailDocumentStyle, root: string): string {
  return `
${root} { margin: 0; padding: 0; color: ${style.color}; font-family: ${style.fontFamily};
  font-size: ${style.fontSize}; line-height: ${style.lineHeight}; overflow-wrap: anywhere; word-break: break-word; }
${root} img { max-width: 100%; height: auto; }
${root} img[data-blocked-src] { display: inline-block; min-width: 16px; min-height: 16px; }
${root} a { color: ${style.linkColor}; }
${root} p { margin: 0 0 0.75em; }
${root} blockquote { margin: 0.5em 0; padding-left: 0.75em; border-left: 2px solid currentColor; opacity: 0.75; }
${root} pre { white-space: pre-wrap; }
${root} table { max-width: 100%; }
${root} > :last-child { margin-bottom: 0; }
${root} { display: flow-root; }
`;
}

/** The complete `srcdoc` of a message iframe. `bodyHtml` must come from sanitizeMail. */
export function mailDocument(bodyHtml: string, style: MailDocumentStyle, images: MailImagesOptions): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${mailCsp(images)}">
<meta name="referrer" content="no-referrer">
<base target="_blank">
<style>html { overflow-x: auto; overflow-y: hidden; } ${mailBaseCss(style, 'body')}</style>
</head><body>${bodyHtml}</body></html>`;
}
