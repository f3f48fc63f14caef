import type { StagedAttachment } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { bodyForSend, inlineIdsOf } from './inline-images';

const staged = (over: Partial<StagedAttachment>): StagedAttachment => ({
  id: 'stg_1',
  name: 'pasted.png',
  size: 10,
  mime_type: 'image/png',
  upload_status: 'complete',
  download_url: 'http://app/files/staged/stg_1?exp=1&sig=x',
  expiry_date: '2026-06-15T13:00:00.000Z',
  ...over,
});

describe('inline images of a body', () => {
  const body =
    '<p>Look</p><img src="blob:http://app/123" alt="pasted.png" data-inline-id="local-a"><p>end</p>';

  it('finds the images that are uploads of the draft by their data-inline-id', () => {
    expect([...inlineIdsOf(body)]).toEqual(['local-a']);
    expect([...inlineIdsOf('<p><img src="https://example.com/x.png"></p>')]).toEqual([]);
  });

  it('sends an uploaded image as cid:{staged id}, never its local address', () => {
    const sent = bodyForSend(body, [staged({ inline_id: 'local-a' })]);
    expect(sent).toBe('<p>Look</p><img src="cid:stg_1" alt="pasted.png"><p>end</p>');
    expect(sent).not.toContain('blob:');
    expect(sent).not.toContain('data-inline-id');
  });

  it('keeps no local address for an image whose upload is not staged, and leaves other images alone', () => {
    const other = '<img src="https://example.com/x.png" alt="x">';
    const sent = bodyForSend(`${body}${other}`, [staged({ inline_id: 'local-a', upload_status: 'error' })]);
    expect(sent).toBe(`<p>Look</p><img alt="pasted.png"><p>end</p>${other}`);
  });
});
