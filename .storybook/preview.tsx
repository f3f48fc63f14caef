import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';

const preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: ['blue', 'sand', 'purple', 'rose', 'navy', 'amber', 'coral', 'mint'],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'blue', mode: 'light' },
  decorators: [
    (Story, context) => (
      <ThemeProvider theme={context.globals.theme ?? 'blue'} mode={context.globals.mode ?? 'light'}>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Preview;

export default preview;
