import { describe, expect, it } from 'vitest';
import type { Attachment } from '../model/attachment.js';
import { forwardedAttachments } from './forwarded-attachments.js';

const file = (name: string, server = name): Attachment => ({
  id: `att-${name}`,
  name,
  size: 10,
  mime_type: 'application/pdf',
  download_url: `/files/${name}`,
  server_filename: server,
  expiry_date: null,
});

const message = (
  id: string,
  minute: number,
  attachments: Attachment[],
  extra: { state?: 'committed' | 'scheduled'; type?: 'main' | 'private' } = {},
) => ({
  id,
  creation_date: new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString(),
  state: extra.state ?? ('committed' as const),
  type: extra.type ?? ('main' as const),
  attachments,
});

describe('forwardedAttachments', () => {
  it('carries the files of the forwarded messages, up to and including the referenced one, oldest first', () => {
    const list = [
      message('m3', 3, [file('later.pdf')]),
      message('m1', 1, [file('terms.pdf')]),
      message('m2', 2, [file('deck.pdf')]),
    ];
    expect(forwardedAttachments(list, 'm2').map((a) => a.name)).toEqual(['terms.pdf', 'deck.pdf']);
  });

  it('leaves out private comments, scheduled messages and a file already carried', () => {
    const list = [
      message('m1', 1, [file('terms.pdf')]),
      message('p1', 2, [file('internal.pdf')], { type: 'private' }),
      message('s1', 3, [file('unsent.pdf')], { state: 'scheduled' }),
      message('m2', 4, [file('terms.pdf'), file('terms-v2.pdf')]),
    ];
    expect(forwardedAttachments(list, 'm2').map((a) => a.name)).toEqual(['terms.pdf', 'terms-v2.pdf']);
  });

  it('carries nothing when the referenced message is not there', () => {
    expect(forwardedAttachments([message('m1', 1, [file('terms.pdf')])], 'gone')).toEqual([]);
  });
});
