import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ThemeMode, ThemeName } from '../../theme/tokens';
import { OnboardingSteps, type OnboardingStepsProps } from './OnboardingSteps';

const meta = {
  title: 'Screens/OnboardingSteps',
  component: OnboardingSteps,
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'theme',
    steps: ['theme', 'workspace'],
    theme: 'blue',
    mode: 'light',
    onThemeChange: fn(),
    onModeChange: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof OnboardingSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: OnboardingStepsProps) {
  const [theme, setTheme] = useState<ThemeName>(props.theme);
  const [mode, setMode] = useState<ThemeMode>(props.mode);
  return (
    <OnboardingSteps
      {...props}
      theme={theme}
      mode={mode}
      onThemeChange={(next) => {
        setTheme(next);
        props.onThemeChange(next);
      }}
      onModeChange={(next) => {
        setMode(next);
        props.onModeChange(next);
      }}
    />
  );
}

export const ThemeStep: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pick a theme' })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mint' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('mint');
    await expect(canvas.getByRole('radio', { name: 'Mint' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith();
  },
};

export const ThemeStepDark: Story = {
  args: { mode: 'dark', theme: 'navy' },
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Navy' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const ThemeOnly: Story = {
  args: { steps: ['theme'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Step 1 of/)).toBeNull();
  },
};

export const WorkspaceStep: Story = {
  args: { step: 'workspace', workspaceName: "Grace's workspace" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Workspace name' });
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Workspace name cannot be empty')).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await userEvent.type(field, ' Hopper Labs {Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith('Hopper Labs');
  },
};

export const WorkspaceStepDark: Story = { ...WorkspaceStep, globals: { mode: 'dark' } };

export const WorkspaceSaving: Story = {
  args: { step: 'workspace', workspaceName: 'Hopper Labs', isSaving: true },
};

export const WorkspaceRefused: Story = {
  args: {
    step: 'workspace',
    workspaceName: 'Hopper Labs',
    errorMessage: 'An error occurred, please try again later.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('An error occurred, please try again later.')).toBeVisible();
  },
};
