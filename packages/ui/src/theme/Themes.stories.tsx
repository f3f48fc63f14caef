import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { Checkbox } from '../primitives/Checkbox/Checkbox';
import { Chip } from '../primitives/Chip/Chip';
import { Link } from '../primitives/Link/Link';
import { TextField } from '../primitives/TextField/TextField';
import { ThemeProvider } from './ThemeProvider';
import * as styles from './Themes.stories.css';
import {
  colorRoles,
  palettes,
  type ThemeMode,
  type ThemeName,
  themeLabels,
  themeModes,
  themeNames,
} from './tokens';

function Sample({ name, mode }: { name: ThemeName; mode: ThemeMode }) {
  return (
    <ThemeProvider theme={name} mode={mode}>
      <section className={styles.sample} aria-label={`${themeLabels[name]} ${mode}`}>
        <h2 className={styles.sampleTitle}>
          {themeLabels[name]} · {mode}
        </h2>
        <p className={styles.muted}>Muted text on the background.</p>
        <div className={styles.row}>
          <Button variant="primary" size="sm">
            Send
          </Button>
          <Button size="sm">Cancel</Button>
          <Button variant="danger" size="sm">
            Discard
          </Button>
          <Badge tone="accent">New</Badge>
          <Badge tone="outline">Draft</Badge>
          <Chip color="#30a46c">Support</Chip>
        </div>
        <div className={styles.row}>
          <Checkbox defaultSelected>Selected</Checkbox>
          <Link>View conversation</Link>
        </div>
      </section>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Foundation/Themes',
  component: ThemeProvider,
  args: { theme: 'blue', mode: 'light', children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All sixteen themes at once (axe checks the contrast of each sample). */
export const Catalog: Story = {
  render: () => (
    <div className={styles.grid}>
      {themeNames.flatMap((name) =>
        themeModes.map((mode) => <Sample key={`${name}-${mode}`} name={name} mode={mode} />),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(16);
  },
};

/** Every colour role of one theme, as swatches with their hex values. */
export const Palette: Story = {
  render: (args) => {
    const palette = palettes[args.theme ?? 'blue'][args.mode ?? 'light'];
    return (
      <ThemeProvider theme={args.theme} mode={args.mode}>
        <div className={styles.palette}>
          {colorRoles.map((role) => (
            <figure key={role} className={styles.swatchCard}>
              <span className={styles.swatch} style={{ background: palette[role] }} />
              <figcaption className={styles.caption}>
                <strong>{role}</strong>
                <code>{palette[role]}</code>
              </figcaption>
            </figure>
          ))}
        </div>
      </ThemeProvider>
    );
  },
};

function Switcher() {
  const [theme, setTheme] = useState<ThemeName>('blue');
  const [mode, setMode] = useState<ThemeMode>('light');
  return (
    <ThemeProvider theme={theme} mode={mode}>
      <div className={styles.sample} data-testid="themed">
        <div className={styles.row}>
          <Button onPress={() => setTheme('mint')}>Mint</Button>
          <Button onPress={() => setMode(mode === 'light' ? 'dark' : 'light')}>Toggle mode</Button>
        </div>
        <TextField label="Name" defaultValue="Kept while the theme changes" />
      </div>
    </ThemeProvider>
  );
}

/** The theme changes at runtime, without a reload: state (the field's text) survives. */
export const RuntimeSwitch: Story = {
  render: () => <Switcher />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const themed = canvas.getByTestId('themed').parentElement as HTMLElement;
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, '!');
    const before = getComputedStyle(themed).backgroundColor;
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle mode' }));
    await waitFor(() => expect(getComputedStyle(themed).backgroundColor).not.toBe(before));
    await expect(themed).toHaveAttribute('data-mode', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Mint' }));
    await expect(themed).toHaveAttribute('data-theme', 'mint');
    await expect(input).toHaveValue('Kept while the theme changes!');
  },
};
