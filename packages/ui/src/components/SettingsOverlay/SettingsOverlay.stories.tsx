import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsOverlay, type SettingsOverlayProps } from './SettingsOverlay';

const names = messages.settings.sections;
const allSections = (Object.keys(names) as (keyof typeof names)[]).map((id) => ({ id, label: names[id] }));

/** The overlay with a section body that reports the section shown (and a field for unsaved changes). */
function Harness(
  props: Omit<SettingsOverlayProps, 'children' | 'section' | 'onSectionChange'> & {
    initialSection?: string;
    onSectionChange?: (id: string) => void;
  },
) {
  const [section, setSection] = useState(props.initialSection ?? 'my-team');
  return (
    <SettingsOverlay
      {...props}
      section={section}
      onSectionChange={(id) => {
        props.onSectionChange?.(id);
        setSection(id);
      }}
    >
      <p>Content of {section}</p>
    </SettingsOverlay>
  );
}

const meta = {
  title: 'Components/Settings/SettingsOverlay',
  component: Harness,
  args: { isOpen: true, onClose: fn(), onSectionChange: fn(), sections: allSections },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnMyTeam: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Settings' });
    await expect(within(dialog).getByRole('tab', { name: 'My Team' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(allSections.length);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Theme' }));
    await expect(args.onSectionChange).toHaveBeenCalledWith('theme');
    await expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Content of theme');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('tab', { name: 'Billing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const OnAChosenSection: Story = {
  args: { initialSection: 'workspace' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Settings' });
    await expect(within(dialog).getByRole('tab', { name: 'Workspace' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByRole('heading', { name: 'Workspace' })).toBeInTheDocument();
  },
};

export const WithoutFlaggedSections: Story = {
  args: { sections: allSections.filter((s) => !['signature', 'filters', 'ai-options'].includes(s.id)) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Settings' });
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(allSections.length - 3);
    await expect(within(dialog).queryByRole('tab', { name: 'Signature' })).toBeNull();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Settings' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const UnsavedChangesAskFirst: Story = {
  args: { hasUnsavedChanges: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Theme' }));
    const ask = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await expect(ask).toHaveTextContent('You have unsaved changes. Are you sure you want to leave?');
    await expect(args.onSectionChange).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await expect(within(dialog).getByRole('tab', { name: 'My Team' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Theme' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await expect(args.onSectionChange).toHaveBeenCalledWith('theme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close settings' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeClosesWhenFocusWasLost: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Settings' });
    // A Save that disables itself once pressed leaves the focus on the page.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
