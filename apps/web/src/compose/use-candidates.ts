import type { RecipientCandidate } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useQueries } from '../queries';

/** Teammates, people written to, and the user's channels: what the recipient fields and '@' suggest. */
export function useRecipientCandidates(selfId: string | undefined): RecipientCandidate[] {
  const queries = useQueries();
  const contacts = useQuery(queries.contacts({ limit: 30 }));
  const channels = useQuery(queries.selfChannels());
  return useMemo(() => {
    const people: RecipientCandidate[] = (contacts.data?.data ?? []).map((c) => ({
      kind: c.type === 'user' ? ('user' as const) : ('contact' as const),
      id: c.id,
      name: c.display_name ?? c.email,
      email: c.email,
      isSelf: c.id === selfId,
    }));
    const rooms: RecipientCandidate[] = (channels.data?.data ?? []).map((ch) => ({
      kind: 'channel' as const,
      id: ch.id,
      name: ch.name,
    }));
    return [...people, ...rooms];
  }, [contacts.data, channels.data, selfId]);
}
