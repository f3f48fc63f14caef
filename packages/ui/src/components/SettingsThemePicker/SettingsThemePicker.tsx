import { messages, type ThemeName } from '@switchboard/domain';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { type ThemeMode, themeLabels, themeNames } from '../../theme/tokens';
import * as styles from './SettingsThemePicker.css';

export type ThemeModeChoice = 'system' | ThemeMode;

export interface SettingsThemePickerProps {
  theme: ThemeName;
  mode: ThemeModeChoice;
  onThemeChange: (theme: ThemeName) => void;
  onModeChange: (mode: ThemeModeChoice) => void;
}

const t = messages.settings.theme;

function Preview({ theme, mode }: { theme: ThemeName; mode: ThemeMode }) {
  return (
    <ThemeProvider theme={theme} mode={mode}>
      <span className={styles.preview} aria-hidden="true">
        <span className={styles.previewSidebar} />
        <span className={styles.previewMain}>
          <span className={styles.previewLine} />
          <span className={styles.previewLine} />
          <span className={styles.previewAccent} />
        </span>
      </span>
    </ThemeProvider>
  );
}

/**
 * The Theme section: the eight themes, each previewed in light and dark (arrow keys move, the choice
 * applies at once), and light, dark or the system's appearance.
 */
export function SettingsThemePicker({ theme, mode, onThemeChange, onModeChange }: SettingsThemePickerProps) {
  const modeLabels: Record<ThemeModeChoice, string> = {
    system: messages.commandMenu.mode.system,
    light: t.light,
    dark: t.dark,
  };
  return (
    <div className={styles.root}>
      <RadioGroup
        value={theme}
        onChange={(value) => onThemeChange(value as ThemeName)}
        className={styles.group}
      >
        <Label className={styles.groupLabel}>{t.themes}</Label>
        <div className={styles.grid}>
          {themeNames.map((name) => (
            <Radio key={name} value={name} className={styles.theme}>
              <span className={styles.previews}>
                <Preview theme={name} mode="light" />
                <Preview theme={name} mode="dark" />
              </span>
              {themeLabels[name]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        value={mode}
        onChange={(value) => onModeChange(value as ThemeModeChoice)}
        orientation="horizontal"
        className={styles.group}
      >
        <Label className={styles.groupLabel}>{t.mode}</Label>
        <div className={styles.modes}>
          {(['system', 'light', 'dark'] as const).map((choice) => (
            <Radio key={choice} value={choice} className={styles.mode}>
              {modeLabels[choice]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}
