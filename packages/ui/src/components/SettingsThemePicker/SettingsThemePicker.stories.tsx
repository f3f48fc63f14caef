import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ThemeName } from '@switchboard/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsThemePicker, type ThemeModeChoice } from './SettingsThemePicker';

const meta = {
  title: 'Components/Settings/SettingsThemePicker',
  component: SettingsThemePicker,
  args: { theme: 'blue', mode: 'system', onThemeChange: fn(), onModeChange: fn() },
  render: function Render(args) {
    const [theme, setTheme] = useState<ThemeName>(args.theme);
    const [mode, setMode] = useState<ThemeModeChoice>(args.mode);
    return (
      <SettingsThemePicker
        theme={theme}
        mode={mode}
        onThemeChange={(next) => {
          args.onThemeChange(next);
          setTheme(next);
        }}
        onModeChange={(next) => {
          args.onModeChange(next);
          setMode(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SettingsThemePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightThemes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const themes = canvas.getByRole('radiogroup', { name: 'Theme' });
    await expect(within(themes).getAllByRole('radio')).toHaveLength(8);
    await expect(within(themes).getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.click(within(themes).getByText('Mint'));
    await expect(args.onThemeChange).toHaveBeenCalledWith('mint');
    await expect(within(themes).getByRole('radio', { name: 'Mint' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('blue');
  },
};

export const DarkChosen: Story = {
  args: { theme: 'navy', mode: 'dark' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const modes = canvas.getByRole('radiogroup', { name: 'Appearance' });
    await expect(within(modes).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(within(modes).getByText('Light'));
    await expect(args.onModeChange).toHaveBeenCalledWith('light');
  },
};
