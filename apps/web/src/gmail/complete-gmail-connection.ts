import { type ApiClient, errorMessage, isApiError, queryKeys } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import type { QueryClient } from '@tanstack/react-query';
import { rememberGmailConnectError } from './gmail-connect-outcome';

/**
 * Finishes connecting Gmail with what Google sent back (`state` and `code`, or `error`). A refusal is kept
 * for the settings screen that follows; the account and the connection are refetched either way.
 */
export async function completeGmailConnection(
  context: { api: ApiClient; queryClient: QueryClient },
  back: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
): Promise<void> {
  if (!back.state) {
    rememberGmailConnectError(messages.settings.gmail.errors.state);
    return;
  }
  try {
    await context.api.completeGmailAuthorization({
      body: {
        state: back.state,
        ...(back.code ? { code: back.code } : {}),
        ...(back.error ? { error: back.error } : {}),
      },
    });
  } catch (error) {
    rememberGmailConnectError(
      isApiError(error) && error.type === 'bad_request' ? error.message : errorMessage(error),
    );
  } finally {
    await context.queryClient.invalidateQueries({ queryKey: queryKeys.account() });
  }
}
