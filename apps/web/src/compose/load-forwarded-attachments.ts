import type { ApiClient, CommittedAttachmentInput } from '@switchboard/api-client';
import { type Attachment, forwardedAttachments, type Message, PAGE_SIZE_MAX } from '@switchboard/domain';

/** A file to carry into a message, as `committed_attachments` names it. */
export function committedAttachmentInput(a: Attachment): CommittedAttachmentInput {
  return { download_file_name: a.name, mime_type: a.mime_type, server_filename: a.server_filename };
}

/**
 * The files a forward of `referencedMessageId` carries (the domain's `forwardedAttachments`), read from
 * every page of the origin thread's messages up to the referenced one.
 */
export async function loadForwardedAttachments(
  api: ApiClient,
  threadId: string,
  referencedMessageId: string,
): Promise<Attachment[]> {
  const list: Message[] = [];
  let token: string | undefined;
  for (;;) {
    const page = await api.listThreadMessages({
      params: { thread_id: threadId },
      query: { limit: PAGE_SIZE_MAX, ...(token ? { page_token: token } : {}) },
    });
    list.push(...page.data);
    token = page.meta.next_page_token ?? undefined;
    if (!token || list.some((m) => m.id === referencedMessageId)) break;
  }
  return forwardedAttachments(list, referencedMessageId);
}
