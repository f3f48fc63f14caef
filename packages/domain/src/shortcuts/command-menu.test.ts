import { describe, expect, it } from 'vitest';
import { buildCommandMenu, filterCommandMenu } from './command-menu.js';

const input = {
  channels: [{ id: 'c1', name: 'Support' }],
  labels: [{ id: 'l1', name: 'Finance' }],
  splits: [{ id: 's1', name: 'Newsletters' }],
};

describe('command menu', () => {
  it('groups: Actions; Go to; Go to channel; Go to label; Go to inbox split; Go to settings', () => {
    expect(buildCommandMenu(input).map((g) => g.label)).toEqual([
      'Actions',
      'Go to',
      'Go to channel',
      'Go to label',
      'Go to inbox split',
      'Go to settings',
    ]);
  });
  it('Go to lists Primary Inbox g,i; Starred g,s; Snoozed g,b; All Messages g,a; Sent g,t; Drafts g,d', () => {
    const goTo = buildCommandMenu(input).find((g) => g.id === 'go_to');
    const byLabel = Object.fromEntries(goTo?.commands.map((c) => [c.label, c.keys]) ?? []);
    expect(byLabel['Primary Inbox']).toEqual(['g', 'i']);
    expect(byLabel.Starred).toEqual(['g', 's']);
    expect(byLabel.Snoozed).toEqual(['g', 'b']);
    expect(byLabel['All Messages']).toEqual(['g', 'a']);
    expect(byLabel.Sent).toEqual(['g', 't']);
    expect(byLabel.Drafts).toEqual(['g', 'd']);
    expect(Object.keys(byLabel)).toEqual(
      expect.arrayContaining(['Spam', 'Scheduled', 'Trash', 'Social Inbox']),
    );
  });
  it("Actions hold the 19 actions of the spec, then ours: 'Create channel' (the wizard, as everywhere)", () => {
    const actions = buildCommandMenu(input)[0];
    expect(actions?.commands).toHaveLength(20);
    expect(actions?.commands.slice(-1)).toEqual([
      { id: 'create_channel', label: 'Create channel', target: { type: 'action', action: 'create_channel' } },
    ]);
    expect(actions?.commands[0]).toEqual({
      id: 'remove_from_inbox',
      label: 'Remove from inbox',
      target: { type: 'action', action: 'remove_from_inbox' },
      keys: ['e'],
    });
    expect(actions?.commands.find((c) => c.id === 'move_to_inbox')?.keys).toBeUndefined();
  });
  it('Go to settings: Settings, Split Inbox Settings, New Split Inbox', () => {
    expect(
      buildCommandMenu(input)
        .at(-1)
        ?.commands.map((c) => c.label),
    ).toEqual(['Settings', 'Split Inbox Settings', 'New Split Inbox']);
  });
  it('leaves out empty dynamic groups and hidden email features', () => {
    const groups = buildCommandMenu({ channels: [], labels: [], splits: [], emailFeaturesHidden: true });
    expect(groups.map((g) => g.id)).toEqual(['actions', 'go_to', 'go_to_settings']);
    const goTo = groups[1]?.commands.map((c) => c.label);
    expect(goTo).toContain('Primary Inbox');
    expect(goTo).not.toContain('Spam');
    expect(goTo).not.toContain('Promotions Inbox');
  });
  it('builds targets for channels, labels and splits', () => {
    const groups = buildCommandMenu(input);
    expect(groups[2]?.commands[0]?.target).toEqual({ type: 'channel', channelId: 'c1' });
    expect(groups[3]?.commands[0]?.target).toEqual({ type: 'label', labelId: 'l1' });
    expect(groups[4]?.commands[0]?.target).toEqual({ type: 'split', splitId: 's1' });
  });
  it('filters by label, keeping the group order', () => {
    const filtered = filterCommandMenu(buildCommandMenu(input), 'sup');
    expect(filtered.map((g) => g.id)).toEqual(['go_to_channel']);
    expect(filterCommandMenu(buildCommandMenu(input), ' ')).toHaveLength(6);
  });
  it('offers only the actions the screen has now, in the spec order, and no Actions group without any', () => {
    const groups = buildCommandMenu({ ...input, availableActions: ['trash', 'star', 'remove_from_inbox'] });
    expect(groups[0]?.commands.map((c) => c.label)).toEqual(['Remove from inbox', 'Star', 'Trash']);
    expect(groups[0]?.commands[0]?.keys).toEqual(['e']);
    const none = buildCommandMenu({ ...input, availableActions: [] });
    expect(none.map((g) => g.id)).not.toContain('actions');
  });
  it('adds a Theme group with each theme and the light and dark modes when themes are given', () => {
    const groups = buildCommandMenu({ ...input, themes: ['blue', 'mint'] });
    const theme = groups.find((g) => g.id === 'theme');
    expect(theme?.label).toBe('Theme');
    expect(theme?.commands.map((c) => c.label)).toEqual([
      'Theme: Blue',
      'Theme: Mint',
      'Match system (light or dark)',
      'Light mode',
      'Dark mode',
    ]);
    expect(theme?.commands[1]?.target).toEqual({ type: 'theme', theme: 'mint' });
    expect(buildCommandMenu(input).map((g) => g.id)).not.toContain('theme');
  });
});
