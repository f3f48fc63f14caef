import { errorMessage } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { SettingsSignatureEditor, showErrorToast, showToast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSettingsContext } from './settings-dirty';

/** Signature: the user's own (kept in their settings) and the branding, which only premium can remove. */
export function SignatureSection() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const { reportDirty } = useSettingsContext();
  const self = useQuery(queries.self()).data;
  const settings = useQuery({ ...queries.userSettings(self?.id ?? ''), enabled: self !== undefined }).data;
  const organization = useQuery(queries.organizations()).data?.data[0];
  const update = useMutation(mutations.updateUserSettings());
  if (!self || !settings) return null;
  const onError = (error: Error) => showErrorToast(errorMessage(error));
  return (
    <SettingsSignatureEditor
      signature={settings.signature}
      isSaving={update.isPending}
      onDirtyChange={reportDirty}
      onSave={(signature) =>
        update.mutate(
          { params: { user_id: self.id }, body: { signature } },
          { onSuccess: () => showToast(messages.settings.signature.saved), onError },
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
