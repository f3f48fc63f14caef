import { useQuery } from '@tanstack/react-query';
import { useQueries } from '../queries';

/** The AI helpers are behind the AI_CHAT feature flag, of the user or of their workspace. */
export function useAiEnabled(): boolean {
  const queries = useQueries();
  const self = useQuery(queries.self()).data;
  const organization = useQuery(queries.organizations()).data?.data[0];
  return [...(self?.features ?? []), ...(organization?.features ?? [])].includes('AI_CHAT');
}
