import { afterEach, describe, expect, it } from 'vitest';
import {
  registerCommands,
  registeredCommands,
  resetCommandRegistry,
  runCommand,
  subscribeCommands,
} from './command-registry';

afterEach(() => resetCommandRegistry());

describe('command registry', () => {
  it('lists what is registered until the registration is undone, and tells subscribers', () => {
    let changes = 0;
    const unsubscribe = subscribeCommands(() => changes++);
    const undo = registerCommands([
      { id: 'star', label: 'Star', group: 'actions', keys: ['s'], run: () => {} },
    ]);
    expect(registeredCommands().map((c) => c.id)).toEqual(['star']);
    undo();
    expect(registeredCommands()).toEqual([]);
    expect(changes).toBe(2);
    unsubscribe();
  });

  it('runs a command by id, and says false for one nobody offers', () => {
    const ran: string[] = [];
    registerCommands([{ id: 'trash', label: 'Trash', group: 'actions', run: () => ran.push('trash') }]);
    expect(runCommand('trash')).toBe(true);
    expect(runCommand('spam')).toBe(false);
    expect(ran).toEqual(['trash']);
  });

  it('lets the owner registered last win for the same id, and replaces an owner’s own list', () => {
    const owner = Symbol('list');
    const ran: string[] = [];
    registerCommands([{ id: 'star', label: 'Star', group: 'actions', run: () => ran.push('shell') }]);
    registerCommands([{ id: 'star', label: 'Star', group: 'actions', run: () => ran.push('list') }], owner);
    runCommand('star');
    registerCommands([{ id: 'snooze', label: 'Snooze', group: 'actions', run: () => {} }], owner);
    expect(registeredCommands().map((c) => c.id)).toEqual(['star', 'snooze']);
    runCommand('star');
    expect(ran).toEqual(['list', 'shell']);
  });
});
