import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopBar, type TopBarProps } from './TopBar';

function Controlled(props: TopBarProps) {
  const [query, setQuery] = useState(props.query);
  const [isAiOpen, setAiOpen] = useState(props.isAiOpen);
  return (
    <TopBar
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      isAiOpen={isAiOpen}
      onAiOpenChange={(next) => {
        setAiOpen(next);
        props.onAiOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    query: '',
    onQueryChange: fn(),
    onSearch: fn(),
    people: [
      { id: 'u-alice', name: 'Alice Martin', email: 'alice@acme.example', isSelf: true },
      { id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' },
      { id: 'u-carol', name: 'Carol Diaz', email: 'carol@acme.example' },
      { id: 'u-noreply', name: 'Billing', email: 'no-reply@vendor.example' },
    ],
    channels: [
      { id: 'c-sales', name: 'Sales' },
      { id: 'c-support', name: 'Customer Support' },
    ],
    recentSearches: ['invoice has:attachment', 'from:bob'],
    isAiOpen: false,
    onAiOpenChange: fn(),
    user: { name: 'Alice Martin', email: 'alice@acme.example' },
    onLogoPress: fn(),
    onShortcuts: fn(),
    onSettings: fn(),
    onLogOut: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SearchOnEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('quarterly report{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('quarterly report');
  },
};

export const RecentSearchesWhenEmpty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await userEvent.click(await body.findByRole('option', { name: 'invoice has:attachment' }));
    await expect(args.onSearch).toHaveBeenCalledWith('invoice has:attachment');
  },
};

export const PeopleAndChannelSuggestions: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('b');
    await expect(await body.findByRole('option', { name: /Bob Chen/ })).toBeVisible();
    await expect(body.queryByRole('option', { name: /Billing/ })).toBeNull();
    await userEvent.click(body.getByRole('option', { name: /Bob Chen/ }));
    await expect(args.onSearch).toHaveBeenCalledWith('from:bob@acme.example');
  },
};

export const ChannelSuggestionIsQuoted: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('#cust');
    await userEvent.click(await body.findByRole('option', { name: /Customer Support/ }));
    await expect(args.onSearch).toHaveBeenCalledWith('channel:"Customer Support"');
  },
};

export const InlineFilterCompletion: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(input);
    await userEvent.keyboard('invoice fr');
    await expect(canvas.getByText('om:')).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect(input).toHaveValue('invoice from:');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('invoice from:');
  },
};

export const SlashFocusesSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.keyboard('/');
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    // Close the suggestions so the rest of the page is no longer hidden from assistive technology.
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
  },
};

export const AiToggle: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'AI assistant' });
    await userEvent.click(toggle);
    await expect(args.onAiOpenChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AiFlagOff: Story = {
  args: { showAiToggle: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'AI assistant' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
  },
};

export const NoSettingsYet: Story = {
  args: { onSettings: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Alice/ }));
    const body = within(canvasElement.ownerDocument.body);
    // The menu's entry animation: its items are visible once it has run.
    await waitFor(async () => expect(await body.findByRole('menuitem', { name: /Shortcuts/ })).toBeVisible());
    await expect(body.queryByRole('menuitem', { name: /Settings/ })).toBeNull();
    await expect(body.getByRole('menuitem', { name: /Log out/ })).toBeVisible();
  },
};

export const UserMenu: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Alice Martin' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /Settings/ }));
    await expect(args.onSettings).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Alice Martin' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /Shortcuts/ }));
    await expect(args.onShortcuts).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Alice Martin' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /Log out/ }));
    await expect(args.onLogOut).toHaveBeenCalled();
  },
};

export const LogoGoesToInbox: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switchboard' }));
    await expect(args.onLogoPress).toHaveBeenCalled();
  },
};

/** The filled state: a query with filters and the AI panel on (one top bar: a page has one banner). */
export const Catalog: Story = {
  args: { query: 'from:bob has:attachment', isAiOpen: true },
};
