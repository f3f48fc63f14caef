import type { Onboarding } from '../model/user.js';

export type OnboardingStepName = 'theme' | 'workspace';

/**
 * The onboarding steps still to show after sign-in (spec doc 1 "Other": "Onboarding: theme selection,
 * then workspace name (only if the server says to show it)"). The workspace step shows when the server's
 * `onboarding_configuration` asks for it, or when the user has no workspace yet (naming it creates it),
 * and never once the user has set the name. Empty: no onboarding.
 */
export function onboardingSteps(
  onboarding: Onboarding,
  workspace: { hasWorkspace: boolean; showWorkspaceNameStep: boolean },
): OnboardingStepName[] {
  const steps: OnboardingStepName[] = [];
  if (!onboarding.theme_selected) steps.push('theme');
  const wantsName = !workspace.hasWorkspace || workspace.showWorkspaceNameStep;
  if (wantsName && !onboarding.workspace_name_set) steps.push('workspace');
  return steps;
}
