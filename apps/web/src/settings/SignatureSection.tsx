import { errorMessage } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { LoadStatus, SettingsSignatureEditor, showErrorToast, showToast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSettingsContext } from './settings-dirty';

const t = messages.settings.signature;

/** Signature: the user's own (kept in their settings) and the branding, which only premium can remove. */
export function SignatureSection() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const { reportDirty } = useSettingsContext();
  const selfQuery = useQuery(queries.self());
  const self = selfQuery.data;
  const settingsQuery = useQuery({ ...queries.userSettings(self?.id ?? ''), enabled: self !== undefined });
  const settings = settingsQuery.data;
  const organization = useQuery(queries.organizations()).data?.data[0];
  const update = useMutation(mutations.updateUserSettings());
  if (!self || !settings) {
    const failed = [selfQuery, settingsQuery].filter((query) => query.isError);
    return (
      <LoadStatus
        status={failed.length > 0 ? 'error' : 'loading'}
        loadingLabel={t.loading}
        errorText={t.loadError}
        onRetry={() => {
          for (const query of failed) void query.refetch();
        }}
      />
    );
  }
  const onError = (error: Error) => showErrorToast(errorMessage(error));
  return (
    <SettingsSignatureEditor
      signature={settings.signature}
      isSaving={update.isPending}
      onDirtyChange={reportDirty}
      onSave={(signature) =>
        update.mutate(
          { params: { user_id: self.id }, body: { signature } },
          { onSuccess: () => showToast(t.saved), onError },
        )
      }
      brandingEnabled={settings.branding_signature_enabled}
      canRemoveBranding={organization?.isPaying ?? false}
      onBrandingChange={(enabled) =>
        update.mutate(
          { params: { user_id: self.id }, body: { branding_signature_enabled: enabled } },
          { onError },
        )
      }
    />
  );
}
