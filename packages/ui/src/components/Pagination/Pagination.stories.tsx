import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Lists/Pagination',
  component: Pagination,
  args: {
    meta: {
      total_count: 310,
      start_index: 25,
      returned_count: 25,
      next_page_token: 'p3',
      previous_page_token: 'p1',
    },
    onPrevious: fn(),
    onNext: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: both ways open, by keyboard (Tab, Enter, Space) and pointer. */
export const MiddlePage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('26 - 50 of 310');
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveFocus();
    // The tooltip gives the key that does the same: g p.
    const body = within(canvasElement.ownerDocument.body);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Previous page');
    await expect(tooltip.querySelector('[data-shortcut]')).toHaveAttribute('data-shortcut', 'g p');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await waitFor(() =>
      expect(body.getByRole('tooltip').querySelector('[data-shortcut]')).toHaveAttribute(
        'data-shortcut',
        'g n',
      ),
    );
    await userEvent.keyboard(' ');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

/** The first page of a search the server does not count: 'of many', no previous page. */
export const FirstPageOfMany: Story = {
  args: {
    meta: {
      total_count: null,
      start_index: 0,
      returned_count: 25,
      next_page_token: 'p2',
      previous_page_token: null,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1 - 25 of many')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // The disabled button is skipped: the first Tab lands on Next page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

/** The last page: no next page. */
export const LastPage: Story = {
  args: {
    meta: {
      total_count: 310,
      start_index: 300,
      returned_count: 10,
      next_page_token: null,
      previous_page_token: 'p12',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('301 - 310 of 310')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** A single page: nothing to page through either way. */
export const SinglePage: Story = {
  args: {
    meta: {
      total_count: 3,
      start_index: 0,
      returned_count: 3,
      next_page_token: null,
      previous_page_token: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 - 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Without handlers (a list that cannot page yet) the buttons stay disabled even with tokens. */
export const WithoutHandlers: Story = {
  args: { onPrevious: undefined, onNext: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
