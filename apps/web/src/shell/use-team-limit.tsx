import type { Queries } from '@switchboard/api-client';
import { shouldShowTeamLimitCard } from '@switchboard/domain';
import { TeamLimitDialog } from '@switchboard/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openDialog } from './dialog-host';
import { watchTeamLimitModal } from './team-limit-modal';

const closedKey = (organizationId: string) => `switchboard.teamLimitModalClosed.${organizationId}`;

function readClosed(organizationId: string | null): boolean {
  if (!organizationId) return false;
  try {
    return localStorage.getItem(closedKey(organizationId)) !== null;
  } catch {
    return false;
  }
}

/**
 * The team limit (free team full, not subscribed): the modal opens once, 2 s after the app shows;
 * once it was closed, the sidebar card takes over (its colour follows the days left).
 */
export function useTeamLimit(organizationId: string | null, queries: Queries, onUpgrade: () => void) {
  const limits = useQuery({
    ...queries.teamLimits(organizationId ?? ''),
    enabled: organizationId !== null,
  }).data;
  const upgrade = useRef(onUpgrade);
  upgrade.current = onUpgrade;
  const [closedOnce, setClosedOnce] = useState(() => readClosed(organizationId));
  useEffect(() => setClosedOnce(readClosed(organizationId)), [organizationId]);

  const queryClient = useQueryClient();
  const closedRef = useRef(closedOnce);
  closedRef.current = closedOnce;
  const daysLeft = Math.max(0, limits?.daysToUpgrade ?? 0);
  useEffect(() => {
    if (organizationId === null) return;
    return watchTeamLimitModal({
      queryClient,
      query: queries.teamLimits(organizationId),
      closedOnce: () => closedRef.current || readClosed(organizationId),
      open: (latest) =>
        openDialog((close) => (
          <TeamLimitDialog
            isOpen
            daysLeft={Math.max(0, latest.daysToUpgrade ?? 0)}
            onUpgrade={() => upgrade.current()}
            onOpenChange={(isOpen) => {
              if (isOpen) return;
              try {
                localStorage.setItem(closedKey(organizationId), new Date().toISOString());
              } catch {
                // Shown again next time.
              }
              setClosedOnce(true);
              close();
            }}
          />
        )),
    });
  }, [organizationId, queries, queryClient]);

  return {
    card: limits && shouldShowTeamLimitCard(limits, closedOnce) ? { daysLeft, onUpgrade } : null,
  };
}
