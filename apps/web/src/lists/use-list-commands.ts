import type { ThreadListRow } from '@switchboard/domain';
import { useMemo } from 'react';
import { actionKeys, commandActions, type ThreadActionId } from '../actions/thread-actions';
import { type RegisteredCommand, useRegisterCommands } from '../command/command-registry';

/**
 * Offers the list actions that apply to the selection (or the row under the cursor) in the command
 * menu's Actions group, under the domain's command ids.
 */
export function useListCommands(
  targets: readonly ThreadListRow[],
  run: (id: ThreadActionId, targets: readonly ThreadListRow[]) => void,
): void {
  const commands = useMemo<RegisteredCommand[]>(
    () =>
      commandActions(targets).map((action) => ({
        id: action.command ?? action.id,
        label: action.label,
        group: 'actions',
        keys: actionKeys(action),
        run: () => run(action.id, targets),
      })),
    [targets, run],
  );
  useRegisterCommands(commands);
}
