import { errorMessage } from '@switchboard/api-client';
import type { OnboardingStepName, Organization } from '@switchboard/domain';
import { OnboardingSteps } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useAppTheme } from '../theme/AppTheme';
import { useDocumentTitle } from '../use-document-title';

/** The onboarding steps (theme, workspace name), in their own chunk: only a first sign-in needs them. */
export function Onboarding({
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
