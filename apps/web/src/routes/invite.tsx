import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '../invite/InviteScreen';
import { numberParam, presentParams, textParam } from '../search-params';

function inviteSearch(search: Record<string, unknown>) {
  return {
    invite_id: textParam(search.invite_id, { max: 200 }) ?? '',
    /** return=1: back from the sign-in that 'Join team' started. */
    ...presentParams({ return: numberParam(search.return) }),
  };
}

export const Route = createFileRoute('/invite')({
  validateSearch: inviteSearch,
  component: InviteRoute,
});

function InviteRoute() {
  const { invite_id, return: returned } = Route.useSearch();
  return <InviteScreen key={invite_id} inviteId={invite_id} returned={returned === 1} />;
}
