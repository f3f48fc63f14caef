import type { ApiClient } from '@switchboard/api-client';
import type { Draft } from '@switchboard/domain';
import { useReducer, useRef } from 'react';
import { createStagedUploads, type StagedUploads } from './staged-uploads';

/** The staged uploads of one open draft (see `createStagedUploads`), with the list's items of this render. */
export function useUploads(
  api: ApiClient,
  draft: Draft,
  update: (change: (draft: Draft) => Draft) => void,
  now: () => Date,
) {
  const latest = useRef(draft);
  latest.current = draft;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const uploads = useRef<StagedUploads | null>(null);
  uploads.current ??= createStagedUploads({
    api,
    draft: () => latest.current,
    update: (change) =>
      update((d) => {
        const next = change(d);
        latest.current = next;
        return next;
      }),
    now,
    onProgress: rerender,
  });
  return { ...uploads.current, items: uploads.current.items() };
}
