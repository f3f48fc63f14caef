import { ApiError } from '@switchboard/api-client';
import type { Draft, StagedUploadResponse } from '@switchboard/domain';
import { describe, expect, it, vi } from 'vitest';
import { createStagedUploads, type StagedUploadsDeps } from './staged-uploads';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function emptyDraft(): Draft {
  return {
    id: 'new_thread-1',
    origin: 'new_thread',
    threadId: null,
    messageId: null,
    channelId: null,
    title: '',
    content: '',
    recipients: { to: [], cc: [], bcc: [] },
    stagedAttachments: [],
    committedAttachments: [],
    updatedAt: NOW.toISOString(),
    signatureButtonPressed: false,
  };
}

function staged(id: string, expiryMinutes = 60): StagedUploadResponse {
  return {
    id,
    upload_url: `http://app/files/staged/${id}?sig=up`,
    headers: {},
    download_url: `http://app/files/staged/${id}?sig=get`,
    expiry_date: inMinutes(expiryMinutes),
  };
}

const notFound = () =>
  new ApiError({ type: 'not_found', message: 'Staged attachment not found', status: 404, endpoint: 'x' });

/** Uploads over a fake API whose answers the test decides; the draft lives in a variable. */
function setup(
  options: {
    upload?: StagedUploadsDeps['upload'];
    refresh?: (id: string) => Promise<StagedUploadResponse>;
  } = {},
) {
  let draft = emptyDraft();
  let next = 0;
  const upload = vi.fn(options.upload ?? (async () => staged(`stg_${++next}`)));
  const refresh = vi.fn(async ({ params }: { params: { staged_attachment_id: string } }) =>
    options.refresh ? options.refresh(params.staged_attachment_id) : staged(params.staged_attachment_id),
  );
  const uploads = createStagedUploads({
    api: {
      createStagedAttachment: vi.fn(),
      refreshStagedAttachment: refresh,
      deleteStagedAttachment: vi.fn(async () => undefined),
    } as unknown as StagedUploadsDeps['api'],
    draft: () => draft,
    update: (change) => {
      draft = change(draft);
    },
    now: () => NOW,
    upload,
    previewOf: (file) => `blob:http://app/${file.name}`,
  });
  const setContent = (content: string) => {
    draft = { ...draft, content };
  };
  const expire = (id: string) => {
    draft = {
      ...draft,
      stagedAttachments: draft.stagedAttachments.map((a) =>
        a.id === id ? { ...a, expiry_date: inMinutes(2) } : a,
      ),
    };
  };
  return { uploads, upload, refresh, draft: () => draft, setContent, expire };
}

const png = (name = 'pasted.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staged uploads of a draft', () => {
  it('uploads a body image as a staged attachment named by its inline id, shown from its local copy', async () => {
    const { uploads, draft } = setup();
    const [image] = uploads.addInline([png()]);
    expect(image?.src).toBe('blob:http://app/pasted.png');
    expect(uploads.items()).toMatchObject([{ status: 'in_progress', inline: { id: image?.id } }]);
    await settle();
    expect(draft().stagedAttachments).toMatchObject([
      {
        id: 'stg_1',
        inline_id: image?.id,
        upload_status: 'complete',
        download_url: expect.stringContaining('stg_1'),
      },
    ]);
    // Never base64: the draft holds an id and addresses, not the image.
    expect(JSON.stringify(draft())).not.toContain('base64');
    expect(uploads.items()[0]?.inline?.src).toBe('blob:http://app/pasted.png');
  });

  it('attaches a png from the Attach button as a file, not as a body image', async () => {
    const { uploads, draft } = setup();
    uploads.add([png('diagram.png')]);
    await settle();
    expect(draft().stagedAttachments).toMatchObject([{ name: 'diagram.png', upload_status: 'complete' }]);
    expect(draft().stagedAttachments[0]?.inline_id).toBeUndefined();
  });

  it('refreshes an expired upload before the send and sends it with its new expiry', async () => {
    const { uploads, refresh, draft, expire } = setup();
    uploads.add([png('a.png')]);
    await settle();
    expire('stg_1');
    expect(uploads.items()[0]?.expired).toBe(true);
    const ready = await uploads.prepareForSend();
    expect(refresh).toHaveBeenCalledWith({ params: { staged_attachment_id: 'stg_1' } });
    expect(ready.ok).toBe(true);
    expect(draft().stagedAttachments[0]?.expiry_date).toBe(inMinutes(60));
  });

  it('uploads an expired one again when the server no longer has it, while its file is at hand', async () => {
    const { uploads, upload, draft, expire } = setup({
      refresh: async () => {
        throw notFound();
      },
    });
    uploads.add([png('a.png')]);
    await settle();
    expire('stg_1');
    const ready = await uploads.prepareForSend();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(ready).toMatchObject({ ok: true });
    expect(draft().stagedAttachments.map((a) => a.id)).toEqual(['stg_2']);
  });

  it("refuses the send with the file's name when an expired upload can be neither refreshed nor uploaded again", async () => {
    const first = setup();
    first.uploads.add([png('report.png')]);
    await settle();
    // After a reload the file is gone: a fresh set of uploads over the stored draft, an hour later.
    const state = { draft: first.draft() };
    const again = createStagedUploads({
      api: {
        refreshStagedAttachment: async () => {
          throw notFound();
        },
        deleteStagedAttachment: async () => undefined,
      } as unknown as StagedUploadsDeps['api'],
      draft: () => state.draft,
      update: (change) => {
        state.draft = change(state.draft);
      },
      now: () => new Date(NOW.getTime() + 59 * 60_000),
    });
    expect(again.items()[0]).toMatchObject({ expired: true, canRetry: true });
    const ready = await again.prepareForSend();
    expect(ready).toEqual({ ok: false, problem: '"report.png" has expired. Remove it and attach it again.' });
    // Nothing was dropped: it stays, shown 'Expired', to be removed by the writer.
    expect(state.draft.stagedAttachments.map((a) => a.name)).toEqual(['report.png']);
  });

  it('refuses the send while an upload failed (Retry and Remove), and Retry uploads it again', async () => {
    let fail = true;
    const { uploads, upload } = setup({
      upload: async () => {
        if (fail)
          throw new ApiError({ type: 'network', message: 'Upload failed', status: null, endpoint: 'x' });
        return staged('stg_ok');
      },
    });
    uploads.add([png('chart.png')]);
    await settle();
    expect(uploads.items()[0]).toMatchObject({ status: 'error', canRetry: true });
    expect(await uploads.prepareForSend()).toEqual({
      ok: false,
      problem: 'Some attachments were not uploaded. Retry or remove them before sending.',
    });
    fail = false;
    uploads.retry(uploads.items()[0]?.id ?? '');
    await settle();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(await uploads.prepareForSend()).toMatchObject({ ok: true });
  });

  it('leaves out a body image the writer deleted from the text, and keeps one still shown', async () => {
    const { uploads, draft, setContent } = setup();
    const [kept, deleted] = uploads.addInline([png('kept.png'), png('deleted.png')]);
    await settle();
    setContent(`<p>Hi</p><img src="blob:x" data-inline-id="${kept?.id}">`);
    void deleted;
    const ready = await uploads.prepareForSend();
    expect(ready.ok).toBe(true);
    expect(draft().stagedAttachments.map((a) => a.name)).toEqual(['kept.png']);
  });
});
