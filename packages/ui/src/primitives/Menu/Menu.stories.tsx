import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { Keyboard, LogOut, MoreHorizontal, Settings, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const m = messages.shell.userMenu;
const onAction = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction },
  render: (args) => (
    <MenuTrigger>
      <Button>Alice Martin</Button>
      <Menu {...args} aria-label="User menu">
        <MenuItem id="shortcuts" icon={<Keyboard />} shortcut="?">
          {m.shortcuts}
        </MenuItem>
        <MenuItem id="settings" icon={<Settings />} shortcut="mod+comma">
          {m.settings}
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogOut />}>
          {m.logOut}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alice Martin' }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Shortcuts'),
      expect.stringContaining('Settings'),
      expect.stringContaining('Log out'),
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Settings/ }));
    await expect(onAction.mock.lastCall?.[0]).toBe('settings');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Alice Martin' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /Shortcuts/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Log out/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('logout');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Alice Martin' });
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithSectionsAndDanger: Story = {
  render: (args) => (
    <MenuTrigger placement="bottom end">
      <IconButton aria-label="More options" icon={<MoreHorizontal />} showTooltip={false} />
      <Menu {...args} aria-label="Channel">
        <MenuSection title="Channel">
          <MenuItem id="edit">{messages.channel.menu.edit}</MenuItem>
          <MenuItem id="filters">{messages.channel.menu.manageFilters}</MenuItem>
          <MenuItem id="leave" isDisabled>
            {messages.channel.menu.leave}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Trash2 />} isDanger>
          {messages.channel.menu.delete}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    const leave = await body.findByRole('menuitem', { name: 'Leave channel' });
    await expect(leave).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The menu open, with icons, shortcuts, a section, a disabled and a destructive item. */
export const Catalog: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button>Open menu</Button>
      <Menu {...args} aria-label="Catalog">
        <MenuItem id="shortcuts" icon={<Keyboard />} shortcut="?">
          {m.shortcuts}
        </MenuItem>
        <MenuItem id="settings" icon={<Settings />} shortcut="mod+comma" description="Theme, team, billing">
          {m.settings}
        </MenuItem>
        <MenuSection title="Channel">
          <MenuItem id="leave" isDisabled>
            {messages.channel.menu.leave}
          </MenuItem>
          <MenuItem id="delete" icon={<Trash2 />} isDanger>
            {messages.channel.menu.delete}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogOut />}>
          {m.logOut}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};
