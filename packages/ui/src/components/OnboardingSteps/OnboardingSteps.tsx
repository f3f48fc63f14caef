import { messages } from '@switchboard/domain';
import { type FormEvent, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { themeClasses } from '../../theme/themes.css';
import { type ThemeMode, type ThemeName, themeLabels, themeModes, themeNames } from '../../theme/tokens';
import { CardScreen } from '../CardScreen/CardScreen';
import * as styles from './OnboardingSteps.css';

const t = messages.onboarding;

export type OnboardingStep = 'theme' | 'workspace';

export interface OnboardingStepsProps {
  step: OnboardingStep;
  /** The steps shown to this user: the workspace step only when the server says so. */
  steps: readonly OnboardingStep[];
  theme: ThemeName;
  mode: ThemeMode;
  onThemeChange: (theme: ThemeName) => void;
  onModeChange: (mode: ThemeMode) => void;
  /** The workspace's current name (the field starts with it). */
  workspaceName?: string;
  /** Continue: leaves the theme step, or saves the workspace name (trimmed, never empty). */
  onContinue: (workspaceName?: string) => void;
  /** Continue is working (the name is being saved). */
  isSaving?: boolean;
  /** The server's refusal of the name. */
  errorMessage?: string;
}

/**
 * Onboarding after the first sign-in (spec doc 1 "Other"): the theme, applied at once as it is picked,
 * then the workspace's name when the server asks for it.
 */
export function OnboardingSteps({
  step,
  steps,
  theme,
  mode,
  onThemeChange,
  onModeChange,
  workspaceName = '',
  onContinue,
  isSaving = false,
  errorMessage,
}: OnboardingStepsProps) {
  const [name, setName] = useState(workspaceName);
  const [touched, setTouched] = useState(false);
  const index = steps.indexOf(step) + 1;
  const counter = steps.length > 1 ? <p className={styles.step}>{t.step(index, steps.length)}</p> : null;

  if (step === 'workspace') {
    const empty = name.trim() === '';
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      if (!empty) onContinue(name.trim());
    };
    return (
      <CardScreen heading={t.workspaceTitle} text={t.workspaceText}>
        {counter}
        <form onSubmit={submit} noValidate className={styles.form}>
          <TextField
            label={t.workspaceLabel}
            value={name}
            onChange={setName}
            autoFocus
            isRequired
            isInvalid={(touched && empty) || Boolean(errorMessage)}
            errorMessage={touched && empty ? messages.validation.workspaceNameRequired : errorMessage}
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={isSaving}>
            {t.continue}
          </Button>
        </form>
      </CardScreen>
    );
  }

  return (
    <CardScreen heading={t.themeTitle} text={t.themeText}>
      {counter}
      <RadioGroup
        value={theme}
        onChange={(value) => onThemeChange(value as ThemeName)}
        className={styles.body}
        orientation="horizontal"
      >
        <Label className={styles.groupLabel}>{t.themes}</Label>
        <div className={styles.themes}>
          {themeNames.map((name) => (
            <Radio key={name} value={name} className={styles.choice}>
              <span className={`${themeClasses[name][mode]} ${styles.preview}`} aria-hidden="true">
                <span className={styles.previewSide} />
                <span className={styles.previewMain}>
                  <span className={styles.previewAccent} />
                  <span className={styles.previewLine} />
                </span>
              </span>
              {themeLabels[name]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        value={mode}
        onChange={(value) => onModeChange(value as ThemeMode)}
        orientation="horizontal"
        aria-label={`${t.light} / ${t.dark}`}
        className={styles.modes}
      >
        {themeModes.map((value) => (
          <Radio key={value} value={value} className={styles.modeChoice}>
            {value === 'light' ? t.light : t.dark}
          </Radio>
        ))}
      </RadioGroup>
      <Button variant="primary" size="lg" fullWidth onPress={() => onContinue()}>
        {t.continue}
      </Button>
    </CardScreen>
  );
}
