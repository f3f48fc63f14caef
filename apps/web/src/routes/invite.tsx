import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InviteScreen } from '../invite/InviteScreen';

const InviteSearchSchema = z.object({
  invite_id: z.string().max(200).catch(''),
  /** return=1: back from the sign-in that 'Join team' started. */
  return: z.coerce.number().optional().catch(undefined),
});

export const Route = createFileRoute('/invite')({
  validateSearch: InviteSearchSchema,
  component: InviteRoute,
});

function InviteRoute() {
  const { invite_id, return: returned } = Route.useSearch();
  return <InviteScreen key={invite_id} inviteId={invite_id} returned={returned === 1} />;
}
