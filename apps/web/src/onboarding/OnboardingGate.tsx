import {
  type Organization,
  onboardingSteps,
  TEMPORARY_ID_MARKER,
  type UserSettings,
} from '@switchboard/domain';
import { LoadingScreen } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { lazyComponent } from '../lazy';

const Onboarding = lazyComponent(() => import('./OnboardingFlow').then((module) => module.Onboarding));

export interface OnboardingGateProps {
  userId: string;
  settings: UserSettings;
  organization: Organization | undefined;
  /** The app, once onboarding is done (or was never needed). */
  children: ReactNode;
}

/**
 * Onboarding after the first sign-in (spec doc 1 "Other"): the theme, then the workspace's name when the
 * server's onboarding configuration asks for it (or the user has no workspace yet); then the app.
 */
export function OnboardingGate({ userId, settings, organization: listed, children }: OnboardingGateProps) {
  const { queries } = useRouteContext({ from: '__root__' });
  // A workspace still being created (the optimistic placeholder) is not there yet: the step that names it
  // stays up, saving, until the server has it.
  const organization = listed && !listed.id.includes(TEMPORARY_ID_MARKER) ? listed : undefined;
  const pending = onboardingSteps(settings.onboarding, {
    hasWorkspace: organization !== undefined,
    showWorkspaceNameStep: true,
  });
  const config = useQuery({
    ...queries.onboardingConfiguration(organization?.id ?? ''),
    enabled: organization !== undefined && pending.length > 0,
  });
  if (pending.length === 0) return children;
  if (organization && config.isPending) return <LoadingScreen />;
  const steps = onboardingSteps(settings.onboarding, {
    hasWorkspace: organization !== undefined,
    showWorkspaceNameStep: config.data?.show_workspace_name_step ?? false,
  });
  if (steps.length === 0) return children;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Onboarding userId={userId} steps={steps} organization={organization} />
    </Suspense>
  );
}
