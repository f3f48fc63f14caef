import { errorMessage } from '@switchboard/api-client';
import {
  type OnboardingStepName,
  type Organization,
  onboardingSteps,
  TEMPORARY_ID_MARKER,
  type UserSettings,
} from '@switchboard/domain';
import { LoadingScreen, OnboardingSteps } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useAppTheme } from '../theme/AppTheme';
import { useDocumentTitle } from '../use-document-title';

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
  return <Onboarding userId={userId} steps={steps} organization={organization} />;
}

function Onboarding({
  userId,
  steps,
  organization,
}: {
  userId: string;
  steps: OnboardingStepName[];
  organization: Organization | undefined;
}) {
  const { mutations } = useRouteContext({ from: '__root__' });
  const theme = useAppTheme();
  const [shown] = useState(steps);
  const step = steps[0] ?? 'theme';
  const { mutate: updateSettings } = useMutation(mutations.updateUserSettings());
  const rename = useMutation(mutations.renameOrganization());
  const create = useMutation(mutations.createOrganization());
  const [error, setError] = useState<string | undefined>();
  useDocumentTitle(null);

  const onContinue = (name?: string) => {
    if (step === 'theme') {
      updateSettings({
        params: { user_id: userId },
        body: { theme: theme.theme, onboarding: { theme_selected: true } },
      });
      return;
    }
    if (!name) return;
    setError(undefined);
    // Promises rather than mutate callbacks: once the workspace exists the gate may show the loading screen
    // in this step's place, and a callback of an unmounted step would never run (the step would come back).
    const save = organization
      ? rename.mutateAsync({ params: { organization_id: organization.id }, body: { name } })
      : create.mutateAsync({ body: { name } });
    save.then(
      () =>
        updateSettings({
          params: { user_id: userId },
          body: { onboarding: { workspace_name_set: true } },
        }),
      (cause: unknown) => setError(errorMessage(cause)),
    );
  };

  return (
    <OnboardingSteps
      key={step}
      step={step}
      steps={shown}
      theme={theme.theme}
      mode={theme.resolvedMode}
      onThemeChange={theme.setTheme}
      onModeChange={theme.setMode}
      workspaceName={organization?.name ?? ''}
      onContinue={onContinue}
      isSaving={rename.isPending || create.isPending}
      {...(error ? { errorMessage: error } : {})}
    />
  );
}
