import type { CommandGroupId, KeySequence } from '@switchboard/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * A command a screen offers right now (the command menu lists it under its group). For the spec's
 * Actions group, use the domain's action id (`remove_from_inbox`, `star`, `snooze`, ... see
 * `CommandAction` in @switchboard/domain) so the menu keeps the spec's order and wording.
 */
export interface RegisteredCommand {
  /** Unique among the commands registered at one time; the spec's action id for Actions. */
  readonly id: string;
  /** What the menu shows (from the domain `messages` catalogue). */
  readonly label: string;
  /** The menu group it belongs to (the spec's groups). */
  readonly group: CommandGroupId;
  /** The shortcut hint shown beside it, e.g. ['e'] or ['g', 'i']. */
  readonly keys?: KeySequence;
  /** Does it (the menu closes before this runs). */
  readonly run: () => void;
}

type Listener = () => void;

/** Commands per owner (one entry per registering component), in registration order. */
const owners = new Map<symbol, readonly RegisteredCommand[]>();
const listeners = new Set<Listener>();
let snapshot: readonly RegisteredCommand[] = [];

function publish() {
  // Later registrations win for the same id (the most specific screen, mounted last).
  const byId = new Map<string, RegisteredCommand>();
  for (const commands of owners.values()) for (const command of commands) byId.set(command.id, command);
  snapshot = [...byId.values()];
  for (const listener of listeners) listener();
}

/**
 * Registers `commands` until the returned function is called. Calling it again with the same `owner`
 * replaces that owner's commands.
 */
export function registerCommands(
  commands: readonly RegisteredCommand[],
  owner: symbol = Symbol('commands'),
): () => void {
  owners.set(owner, commands);
  publish();
  return () => {
    if (owners.get(owner) !== commands) return;
    owners.delete(owner);
    publish();
  };
}

/** Every command registered now. */
export function registeredCommands(): readonly RegisteredCommand[] {
  return snapshot;
}

/** Runs the registered command with this id; false when none is registered. */
export function runCommand(id: string): boolean {
  const command = snapshot.find((c) => c.id === id);
  if (!command) return false;
  command.run();
  return true;
}

export function subscribeCommands(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The commands registered now, re-rendering when they change (the command menu reads this). */
export function useRegisteredCommands(): readonly RegisteredCommand[] {
  return useSyncExternalStore(subscribeCommands, registeredCommands, registeredCommands);
}

/**
 * Offers `commands` while the calling component is mounted. Pass a new array whenever what they do
 * changes (e.g. the selection changed); `run` always calls the latest closure, so re-rendering with
 * the same ids and labels costs nothing.
 */
export function useRegisterCommands(commands: readonly RegisteredCommand[]) {
  const owner = useRef<symbol>(Symbol('commands'));
  const latest = useRef(commands);
  latest.current = commands;
  // Only what the menu shows decides when to re-register; `run` reads the latest closure.
  const shape = commands
    .map((c) => `${c.group}\u0000${c.id}\u0000${c.label}\u0000${(c.keys ?? []).join(' ')}`)
    .join('\u0001');

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-register only when what the menu shows changes.
  useEffect(() => {
    const stable = latest.current.map((command) => ({
      ...command,
      run: () => {
        const current = latest.current.find((c) => c.id === command.id);
        (current ?? command).run();
      },
    }));
    return registerCommands(stable, owner.current);
  }, [shape]);
}

/** Test helper: forgets every registration. */
export function resetCommandRegistry() {
  owners.clear();
  publish();
}
