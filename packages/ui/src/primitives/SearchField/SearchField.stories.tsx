import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const onSubmit = fn();
const onClear = fn();

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    'aria-label': messages.shell.searchPlaceholder,
    placeholder: messages.shell.searchPlaceholder,
    onSubmit,
    onClear,
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SubmitWithEnter: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'from:alice{Enter}');
    await expect(onSubmit).toHaveBeenCalledWith('from:alice');
  },
};

export const ClearWithEscapeAndButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'invoice');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'report');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(onClear).toHaveBeenCalledTimes(2);
  },
};

export const Small: Story = { args: { size: 'sm', label: 'Channels', 'aria-label': undefined } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 320 }}>
      <SearchField aria-label="Empty" placeholder="Search" />
      <SearchField aria-label="With text" defaultValue="from:alice" />
      <SearchField label="Small with label" size="sm" placeholder="Search channels" />
      <SearchField aria-label="Disabled" isDisabled placeholder="Search" />
    </div>
  ),
};
