import { describe, expect, it } from 'vitest';
import { onboardingSteps } from './onboarding-steps.js';

const fresh = { theme_selected: false, workspace_name_set: false };
const joined = { hasWorkspace: true, showWorkspaceNameStep: false };

describe('onboardingSteps: "theme selection, then workspace name (only if the server says to show it)"', () => {
  it('shows only the theme to someone who joined a named workspace', () => {
    expect(onboardingSteps(fresh, joined)).toEqual(['theme']);
  });

  it('shows the theme, then the workspace name, when the server says so', () => {
    expect(onboardingSteps(fresh, { hasWorkspace: true, showWorkspaceNameStep: true })).toEqual([
      'theme',
      'workspace',
    ]);
  });

  it('asks for a name when the user has no workspace yet', () => {
    expect(onboardingSteps(fresh, { hasWorkspace: false, showWorkspaceNameStep: false })).toEqual([
      'theme',
      'workspace',
    ]);
  });

  it('skips the steps already done, and is empty once all are', () => {
    const themed = { theme_selected: true, workspace_name_set: false };
    expect(onboardingSteps(themed, { hasWorkspace: true, showWorkspaceNameStep: true })).toEqual([
      'workspace',
    ]);
    expect(onboardingSteps({ theme_selected: true, workspace_name_set: true }, joined)).toEqual([]);
    expect(
      onboardingSteps(
        { theme_selected: true, workspace_name_set: true },
        { hasWorkspace: false, showWorkspaceNameStep: true },
      ),
    ).toEqual([]);
  });
});
