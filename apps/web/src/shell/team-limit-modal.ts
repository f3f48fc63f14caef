import { shouldOpenTeamLimitModal, TEAM_LIMIT_MODAL_DELAY_MS, type TeamLimits } from '@switchboard/domain';
import { type QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';

export interface TeamLimitModalWatch {
  queryClient: QueryClient;
  /** The workspace's team-limits query (`queries.teamLimits(id)`). */
  query: { queryKey: QueryKey; queryFn?: unknown };
  /** Whether the user already closed the modal once (then the sidebar card shows instead). */
  closedOnce: () => boolean;
  /** Opens the modal, with the limits as they are when it opens. */
  open: (limits: TeamLimits) => void;
}

/**
 * The team-limit modal's timing: it opens once, 2 s after the server says the free team is full
 * (remainingSeats 0, not subscribed) and only if the user never closed it. Later answers (a refetch, the
 * same limits again) never open a second one; limits that change before the 2 s (a subscription) keep it
 * shut. Returns the function that stops watching.
 */
export function watchTeamLimitModal({
  queryClient,
  query,
  closedOnce,
  open,
}: TeamLimitModalWatch): () => void {
  // biome-ignore lint/suspicious/noExplicitAny: the observer's generics are the query options' own.
  const observer = new QueryObserver<TeamLimits>(queryClient, query as any);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opened = false;
  const check = (limits: TeamLimits | undefined) => {
    if (opened || timer !== undefined || !limits || !shouldOpenTeamLimitModal(limits, closedOnce())) return;
    timer = setTimeout(() => {
      const latest = observer.getCurrentResult().data ?? limits;
      if (!shouldOpenTeamLimitModal(latest, closedOnce())) {
        timer = undefined;
        return;
      }
      opened = true;
      open(latest);
    }, TEAM_LIMIT_MODAL_DELAY_MS);
  };
  const unsubscribe = observer.subscribe((result) => check(result.data));
  check(observer.getCurrentResult().data);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
