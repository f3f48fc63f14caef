import { describe, expect, it } from 'vitest';
import type { DraftContent } from './draft.js';
import {
  isBlankHtml,
  isDraftEmpty,
  isEditorContentEmpty,
  trimTrailingBlankLines,
  trimTrailingBlankParagraphs,
} from './draft.js';

const empty: DraftContent = {
  origin: 'new_thread',
  title: '',
  content: '<p><br></p>',
  recipients: { to: [], cc: [], bcc: [] },
  stagedAttachments: [],
  committedAttachments: [],
};

const attachment = {
  id: 'a1',
  name: 'a.pdf',
  size: 1,
  mime_type: 'application/pdf',
  download_url: 'https://x/a.pdf',
  server_filename: 'a.pdf',
  expiry_date: null,
};

describe('isDraftEmpty', () => {
  it('empty draft: no content, attachments or recipients', () => {
    expect(isDraftEmpty(empty)).toBe(true);
    expect(isDraftEmpty({ ...empty, content: '<p>Hi</p>' })).toBe(false);
    expect(isDraftEmpty({ ...empty, committedAttachments: [attachment] })).toBe(false);
    expect(
      isDraftEmpty({
        ...empty,
        stagedAttachments: [{ ...attachment, upload_status: 'in_progress', download_url: null }],
      }),
    ).toBe(false);
    expect(
      isDraftEmpty({
        ...empty,
        recipients: { to: [], cc: [{ kind: 'external_user', email: 'x@y.io' }], bcc: [] },
      }),
    ).toBe(false);
    expect(isDraftEmpty({ ...empty, title: 'Plans' })).toBe(false);
  });
  it('title and recipients are ignored for replies and forwards', () => {
    const prefilled = {
      ...empty,
      title: 'Re: Plans',
      recipients: { to: [{ kind: 'external_user' as const, email: 'x@y.io' }], cc: [], bcc: [] },
    };
    expect(isDraftEmpty({ ...prefilled, origin: 'reply' })).toBe(true);
    expect(isDraftEmpty({ ...prefilled, origin: 'forward' })).toBe(true);
    expect(isDraftEmpty({ ...prefilled, origin: 'channel' })).toBe(false);
  });
});

describe('isBlankHtml', () => {
  it('counts tags, line breaks and non-breaking spaces as blank, images as content', () => {
    expect(isBlankHtml('<p>&nbsp;</p><p><br/></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="x.png"></p>')).toBe(false);
    expect(isBlankHtml('plain')).toBe(false);
  });
});

describe('isEditorContentEmpty', () => {
  it('editor content counts as empty when all inserts are blank', () => {
    expect(isEditorContentEmpty([{ insert: '\n' }, { insert: '  ' }, {}])).toBe(true);
    expect(isEditorContentEmpty([{ insert: 'a\n' }])).toBe(false);
    expect(isEditorContentEmpty([{ insert: { image: 'x.png' } }])).toBe(false);
  });
});

describe('trimming', () => {
  it('trailing empty lines and whitespace are trimmed from composed messages', () => {
    expect(trimTrailingBlankLines('Hi\n\nBob  \n \n\t\n')).toBe('Hi\n\nBob');
    expect(trimTrailingBlankLines('  Hi')).toBe('  Hi');
  });
  it('drops trailing empty paragraphs from editor HTML', () => {
    expect(trimTrailingBlankParagraphs('<p>Hi</p><p><br></p><p> </p><br>\n')).toBe('<p>Hi</p>');
    expect(trimTrailingBlankParagraphs('<p>Hi</p><p>there</p>')).toBe('<p>Hi</p><p>there</p>');
  });
});
