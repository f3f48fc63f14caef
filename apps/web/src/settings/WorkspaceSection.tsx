import { errorMessage } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { LoadStatus, SettingsWorkspaceForm, showErrorToast, showToast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSettingsContext } from './settings-dirty';

/** Workspace: its name (`PATCH /organizations/{id}`). */
export function WorkspaceSection() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const { reportDirty } = useSettingsContext();
  const organizations = useQuery(queries.organizations());
  const organization = organizations.data?.data[0];
  const rename = useMutation(mutations.renameOrganization());
  if (!organization)
    return (
      <LoadStatus
        status={organizations.isError ? 'error' : 'loading'}
        loadingLabel={messages.settings.workspace.loading}
        errorText={messages.settings.workspace.loadError}
        onRetry={() => void organizations.refetch()}
      />
    );
  return (
    <SettingsWorkspaceForm
      name={organization.name}
      isSaving={rename.isPending}
      onDirtyChange={reportDirty}
      onSave={(name) =>
        rename.mutate(
          { params: { organization_id: organization.id }, body: { name } },
          {
            onSuccess: () => showToast(messages.settings.workspace.renamed),
            onError: (error) => showErrorToast(errorMessage(error)),
          },
        )
      }
    />
  );
}
