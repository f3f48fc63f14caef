import { type ApiClient, isApiError, uploadAttachment } from '@switchboard/api-client';
import { type Draft, isAttachmentExpired, messages, type StagedAttachment } from '@switchboard/domain';
import type { AttachmentItem } from '@switchboard/ui';
import { inlineIdsOf } from './inline-images';

type Update = (change: (draft: Draft) => Draft) => void;

function patch(draft: Draft, id: string, change: Partial<StagedAttachment>): Draft {
  return {
    ...draft,
    stagedAttachments: draft.stagedAttachments.map((a) => (a.id === id ? { ...a, ...change } : a)),
  };
}

export interface StagedUploadsDeps {
  api: Pick<ApiClient, 'createStagedAttachment' | 'refreshStagedAttachment' | 'deleteStagedAttachment'>;
  /** The draft as it is now (after the last update). */
  draft: () => Draft;
  /** Changes the draft (and stores it) at once. */
  update: Update;
  now: () => Date;
  /** Told when an upload's progress moved (the hook re-renders). */
  onProgress?: () => void;
  /** The upload (`uploadAttachment`: reserve, then PUT with progress). */
  upload?: typeof uploadAttachment;
  /** A local address that shows an image meanwhile (`URL.createObjectURL`). */
  previewOf?: (file: File) => string;
}

/** What `prepareForSend` found: the draft to send, or why it cannot go yet. */
export type SendReadiness = { ok: true; draft: Draft } | { ok: false; problem: string };

/**
 * The staged uploads of one draft: each file is reserved and PUT with progress; Cancel returns it to not
 * started, a failure shows 'Failed' with Retry (while the file is at hand) and Remove. The draft keeps the
 * staged attachments (a reload keeps those already uploaded; one that was still uploading comes back as
 * failed, its file being gone). Images of the body are the same uploads, marked `inline_id` (the
 * `data-inline-id` of their `<img>`): shown from a local copy, then from the upload's own address.
 * An upload counted expired (within 5 minutes of its expiry) is refreshed, or uploaded again, on Retry and
 * before a send (`prepareForSend`); when neither can be done the send is refused with its name.
 */
export function createStagedUploads(deps: StagedUploadsDeps) {
  const { api, update, now } = deps;
  const upload = deps.upload ?? uploadAttachment;
  const files = {
    current: new Map<string, { file: File; controller?: AbortController; preview?: string }>(),
  };
  const percent: Record<string, number> = {};
  const setPercent = (id: string, value: number) => {
    percent[id] = value;
    deps.onProgress?.();
  };
  // The draft as the last update left it (a send reads it right after awaiting uploads).
  const current = {
    get current() {
      return deps.draft();
    },
  };
  const apply: Update = update;

  /** Uploads the file of `id` (again); true once it is staged. */
  const start = (id: string): Promise<boolean> => {
    const entry = files.current.get(id);
    if (!entry) return Promise.resolve(false);
    const controller = new AbortController();
    entry.controller = controller;
    apply((d) => patch(d, id, { upload_status: 'in_progress' }));
    setPercent(id, 0);
    return upload({
      api,
      file: entry.file,
      signal: controller.signal,
      onProgress: (progress) => setPercent(id, progress.percent),
    }).then(
      (staged) => {
        files.current.delete(id);
        files.current.set(staged.id, entry);
        apply((d) =>
          patch(d, id, {
            id: staged.id,
            upload_status: 'complete',
            download_url: staged.download_url,
            expiry_date: staged.expiry_date,
          }),
        );
        return true;
      },
      (error: unknown) => {
        const cancelled = isApiError(error) && error.type === 'aborted';
        apply((d) => patch(d, id, { upload_status: cancelled ? 'not_started' : 'error' }));
        return false;
      },
    );
  };

  const stage = (list: File[], inline: boolean) => {
    const added = list.map((file) => {
      const id = `local-${crypto.randomUUID()}`;
      const preview = inline ? (deps.previewOf ?? URL.createObjectURL)(file) : undefined;
      files.current.set(id, { file, ...(preview ? { preview } : {}) });
      const attachment: StagedAttachment = {
        id,
        name: file.name,
        size: file.size,
        mime_type: file.type || 'application/octet-stream',
        upload_status: 'not_started',
        download_url: null,
        expiry_date: null,
        ...(inline ? { inline_id: id } : {}),
      };
      return { attachment, preview: preview ?? '' };
    });
    apply((d) => ({ ...d, stagedAttachments: [...d.stagedAttachments, ...added.map((a) => a.attachment)] }));
    for (const a of added) void start(a.attachment.id);
    return added;
  };

  /** Files to attach. */
  const add = (list: File[]) => {
    stage(list, false);
  };

  /** Images for the body: their ids (`data-inline-id`) and local copies to show meanwhile. */
  const addInline = (list: File[]) => stage(list, true).map((a) => ({ id: a.attachment.id, src: a.preview }));

  const cancel = (id: string) => files.current.get(id)?.controller?.abort();

  /**
   * A staged upload about to expire gets a new expiry (`refreshStagedAttachment`); one the server no longer
   * has is uploaded again while its file is at hand. True when it is staged and fresh.
   */
  const refresh = async (id: string): Promise<boolean> => {
    try {
      const staged = await api.refreshStagedAttachment({ params: { staged_attachment_id: id } });
      apply((d) => patch(d, id, { download_url: staged.download_url, expiry_date: staged.expiry_date }));
      return !isAttachmentExpired(staged.expiry_date, now());
    } catch {
      return files.current.has(id) ? start(id) : false;
    }
  };

  const retry = (id: string) => {
    const attachment = current.current.stagedAttachments.find((a) => a.id === id);
    if (attachment?.upload_status === 'complete') void refresh(id);
    else if (files.current.has(id)) void start(id);
  };

  const remove = (id: string) => {
    const attachment = current.current.stagedAttachments.find((a) => a.id === id);
    const entry = files.current.get(id);
    entry?.controller?.abort();
    if (entry?.preview) URL.revokeObjectURL(entry.preview);
    files.current.delete(id);
    apply((d) => ({ ...d, stagedAttachments: d.stagedAttachments.filter((a) => a.id !== id) }));
    if (attachment?.upload_status === 'complete') {
      api.deleteStagedAttachment({ params: { staged_attachment_id: id } }).catch(() => undefined);
    }
  };

  /**
   * Before a send: images no longer in the body are dropped (the writer deleted them); an upload that failed
   * or was cancelled stops the send ('Retry or remove'); an expired one is refreshed or uploaded again, and
   * stops the send by name when it cannot be. Nothing is left out silently.
   */
  const prepareForSend = async (): Promise<SendReadiness> => {
    const shown = inlineIdsOf(current.current.content);
    for (const a of current.current.stagedAttachments) {
      if (a.inline_id && !shown.has(a.inline_id)) remove(a.id);
    }
    const staged = current.current.stagedAttachments;
    if (staged.some((a) => a.upload_status === 'in_progress' && files.current.has(a.id)))
      return { ok: false, problem: messages.validation.uploading };
    if (staged.some((a) => a.upload_status !== 'complete'))
      return { ok: false, problem: messages.compose.attachmentsNotUploaded };
    for (const a of staged) {
      if (!isAttachmentExpired(a.expiry_date, now())) continue;
      if (!(await refresh(a.id))) return { ok: false, problem: messages.compose.attachmentExpired(a.name) };
    }
    return { ok: true, draft: current.current };
  };

  /** The list's items for the draft as it is now. */
  const items = (): AttachmentItem[] =>
    current.current.stagedAttachments.map((a) => {
      const entry = files.current.get(a.id);
      const lost = a.upload_status === 'in_progress' && !entry;
      return {
        id: a.id,
        name: a.name,
        size: a.size,
        status: lost ? 'error' : a.upload_status,
        percent: percent[a.id] ?? 0,
        expired: a.upload_status === 'complete' && isAttachmentExpired(a.expiry_date, now()),
        // A failed upload can be tried again only with its file; an expired one is refreshed.
        canRetry: a.upload_status === 'complete' || entry !== undefined,
        ...(a.inline_id ? { inline: { id: a.inline_id, src: entry?.preview ?? a.download_url } } : {}),
      };
    });

  return { items, add, addInline, cancel, retry, remove, prepareForSend };
}

export type StagedUploads = ReturnType<typeof createStagedUploads>;
