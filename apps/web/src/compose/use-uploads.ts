import { type ApiClient, isApiError, uploadAttachment } from '@switchboard/api-client';
import { type Draft, isAttachmentExpired, type StagedAttachment } from '@switchboard/domain';
import type { AttachmentItem } from '@switchboard/ui';
import { useRef, useState } from 'react';

type Update = (change: (draft: Draft) => Draft) => void;

function patch(draft: Draft, id: string, change: Partial<StagedAttachment>): Draft {
  return {
    ...draft,
    stagedAttachments: draft.stagedAttachments.map((a) => (a.id === id ? { ...a, ...change } : a)),
  };
}

/**
 * The staged uploads of one draft: each file is reserved and PUT with progress; Cancel returns it to not
 * started, a failure shows 'Failed' with Retry. The draft keeps the staged attachments (a reload keeps
 * those already uploaded; one that was still uploading comes back as failed, its file being gone).
 */
export function useUploads(api: ApiClient, draft: Draft, update: Update, now: () => Date) {
  const files = useRef(new Map<string, { file: File; controller?: AbortController }>());
  const [percent, setPercent] = useState<Record<string, number>>({});

  const start = (id: string) => {
    const entry = files.current.get(id);
    if (!entry) return;
    const controller = new AbortController();
    entry.controller = controller;
    update((d) => patch(d, id, { upload_status: 'in_progress' }));
    setPercent((p) => ({ ...p, [id]: 0 }));
    uploadAttachment({
      api,
      file: entry.file,
      signal: controller.signal,
      onProgress: (progress) => setPercent((p) => ({ ...p, [id]: progress.percent })),
    }).then(
      (staged) => {
        files.current.delete(id);
        files.current.set(staged.id, entry);
        update((d) =>
          patch(d, id, {
            id: staged.id,
            upload_status: 'complete',
            download_url: staged.download_url,
            expiry_date: staged.expiry_date,
          }),
        );
      },
      (error: unknown) => {
        const cancelled = isApiError(error) && error.type === 'aborted';
        update((d) => patch(d, id, { upload_status: cancelled ? 'not_started' : 'error' }));
      },
    );
  };

  const add = (list: File[]) => {
    const added = list.map((file) => {
      const id = `local-${crypto.randomUUID()}`;
      files.current.set(id, { file });
      return {
        id,
        name: file.name,
        size: file.size,
        mime_type: file.type || 'application/octet-stream',
        upload_status: 'not_started' as const,
        download_url: null,
        expiry_date: null,
      };
    });
    update((d) => ({ ...d, stagedAttachments: [...d.stagedAttachments, ...added] }));
    for (const a of added) start(a.id);
  };

  const cancel = (id: string) => files.current.get(id)?.controller?.abort();

  const retry = (id: string) => {
    if (files.current.has(id)) start(id);
  };

  const remove = (id: string) => {
    const attachment = draft.stagedAttachments.find((a) => a.id === id);
    files.current.get(id)?.controller?.abort();
    files.current.delete(id);
    update((d) => ({ ...d, stagedAttachments: d.stagedAttachments.filter((a) => a.id !== id) }));
    if (attachment?.upload_status === 'complete') {
      api.deleteStagedAttachment({ params: { staged_attachment_id: id } }).catch(() => undefined);
    }
  };

  const items: AttachmentItem[] = draft.stagedAttachments.map((a) => {
    const lost = a.upload_status === 'in_progress' && !files.current.has(a.id);
    return {
      id: a.id,
      name: a.name,
      size: a.size,
      status: lost ? 'error' : a.upload_status,
      percent: percent[a.id] ?? 0,
      expired: a.upload_status === 'complete' && isAttachmentExpired(a.expiry_date, now()),
    };
  });

  return { items, add, cancel, retry, remove };
}
