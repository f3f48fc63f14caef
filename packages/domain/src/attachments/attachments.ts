import {
  ATTACHMENT_CHIPS_MAX,
  ATTACHMENT_EXPIRY_MARGIN_MS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
} from '../constants/constants.js';
import { coreMessages } from '../texts/messages.js';

/**
 * Extensions refused as attachments: Gmail's published list of blocked file types (executables, scripts,
 * installers, disk images, shortcuts).
 */
export const BLOCKED_ATTACHMENT_EXTENSIONS: ReadonlySet<string> = new Set([
  'ade',
  'adp',
  'apk',
  'appx',
  'appxbundle',
  'bat',
  'cab',
  'chm',
  'cmd',
  'com',
  'cpl',
  'diagcab',
  'diagcfg',
  'diagpack',
  'dll',
  'dmg',
  'ex',
  'ex_',
  'exe',
  'hta',
  'img',
  'ins',
  'iso',
  'isp',
  'jar',
  'jnlp',
  'js',
  'jse',
  'lib',
  'lnk',
  'mde',
  'mjs',
  'msc',
  'msi',
  'msix',
  'msixbundle',
  'msp',
  'mst',
  'nsh',
  'pif',
  'ps1',
  'scr',
  'sct',
  'shb',
  'sys',
  'vb',
  'vbe',
  'vbs',
  'vhd',
  'vxd',
  'wsc',
  'wsf',
  'wsh',
  'xll',
]);

/** Mime types refused as attachments (javascript). */
export const BLOCKED_ATTACHMENT_MIME_TYPES: ReadonlySet<string> = new Set([
  'application/javascript',
  'text/javascript',
  'application/x-javascript',
]);

/** The lower-case extension of a file name (text after the last dot), or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file is refused: blocked extension or javascript mime type. */
export function isBlockedAttachment(file: { name: string; type?: string }): boolean {
  const mime = (file.type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    BLOCKED_ATTACHMENT_EXTENSIONS.has(fileExtension(file.name)) || BLOCKED_ATTACHMENT_MIME_TYPES.has(mime)
  );
}

/**
 * Checks files about to be attached. A blocked file gives 'File type not allowed' /
 * '"{file}" has been blocked for security reasons.'; a total above 25 MB (with what is already attached,
 * `existingTotal` bytes) gives 'File is too large' / 'Attachments cannot be larger than 25 MB total.'.
 */
export function validateAttachments(
  files: readonly { name: string; size: number; type: string }[],
  ctx: { existingTotal: number },
): { title: string; message: string } | null {
  const v = coreMessages.validation;
  const blocked = files.find((file) => isBlockedAttachment(file));
  if (blocked) return { title: v.fileTypeBlockedTitle, message: v.fileTypeBlocked(blocked.name) };
  const total = files.reduce((sum, file) => sum + file.size, ctx.existingTotal);
  if (total > MAX_ATTACHMENTS_TOTAL_BYTES) return { title: v.fileTooLargeTitle, message: v.fileTooLarge };
  return null;
}

/** An attachment counts as expired within 5 minutes of its expiry date. */
export function isAttachmentExpired(expiryDate: string | Date | null, now: Date): boolean {
  if (expiryDate === null) return false;
  const expiry = new Date(expiryDate).getTime();
  return expiry - now.getTime() <= ATTACHMENT_EXPIRY_MARGIN_MS;
}

/** Dropped png or jpeg images go inline into the message, not into the attachments. */
export function isInlineImage(file: { type: string }): boolean {
  return file.type === 'image/png' || file.type === 'image/jpeg';
}

/** Whether a name gets a chip in the thread row: invite.ics and names with no dot are hidden. */
export function isAttachmentChipVisible(name: string): boolean {
  return name.toLowerCase() !== 'invite.ics' && name.includes('.');
}

/** The thread row's attachment chips: hidden names removed, at most 3 shown, `more` for the '+N' chip. */
export function visibleAttachmentChips(names: readonly string[]): { visible: string[]; more: number } {
  const shown = names.filter(isAttachmentChipVisible);
  return {
    visible: shown.slice(0, ATTACHMENT_CHIPS_MAX),
    more: Math.max(0, shown.length - ATTACHMENT_CHIPS_MAX),
  };
}
