import { errorMessage } from '@switchboard/api-client';
import { DeleteLabelDialog, LabelDialog } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { openDialog } from '../shell/dialog-host';

function useAppContext() {
  return useRouteContext({ from: '__root__' });
}

/** Opens 'Create label' in the dialog host; `onCreated` gets the new label's id. */
export function openCreateLabelDialog(onCreated?: (labelId: string) => void) {
  openDialog((close) => <CreateLabel onClose={close} onCreated={onCreated} />);
}

/** Opens 'Edit label' for one label. */
export function openEditLabelDialog(labelId: string) {
  openDialog((close) => <EditLabel labelId={labelId} onClose={close} />);
}

/** Opens 'Delete label' for one label; leaving its list when it was open. */
export function openDeleteLabelDialog(labelId: string) {
  openDialog((close) => <DeleteLabel labelId={labelId} onClose={close} />);
}

function useLabels() {
  const { queries } = useAppContext();
  return useQuery(queries.labels()).data?.data ?? [];
}

function CreateLabel({ onClose, onCreated }: { onClose: () => void; onCreated?: (labelId: string) => void }) {
  const { mutations } = useAppContext();
  const labels = useLabels();
  const create = useMutation(mutations.createLabel());
  return (
    <LabelDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      existingNames={labels.map((label) => label.name)}
      isPending={create.isPending}
      errorMessage={create.error ? errorMessage(create.error) : undefined}
      onSubmit={(value) =>
        create.mutate(
          { body: value },
          {
            onSuccess: (label) => {
              onClose();
              onCreated?.(label.id);
            },
          },
        )
      }
    />
  );
}

function EditLabel({ labelId, onClose }: { labelId: string; onClose: () => void }) {
  const { mutations } = useAppContext();
  const labels = useLabels();
  const label = labels.find((item) => item.id === labelId);
  const update = useMutation(mutations.updateLabel());
  if (!label) return null;
  return (
    <LabelDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      label={{ name: label.name, color: label.color }}
      existingNames={labels.map((item) => item.name)}
      isPending={update.isPending}
      errorMessage={update.error ? errorMessage(update.error) : undefined}
      onSubmit={(value) =>
        update.mutate({ params: { label_id: labelId }, body: value }, { onSuccess: () => onClose() })
      }
    />
  );
}

function DeleteLabel({ labelId, onClose }: { labelId: string; onClose: () => void }) {
  const { mutations } = useAppContext();
  const router = useRouter();
  const label = useLabels().find((item) => item.id === labelId);
  // The delete takes the label out of the cached list at once (optimistic): the dialog keeps its name.
  const name = useRef(label?.name);
  if (label) name.current = label.name;
  const remove = useMutation(mutations.deleteLabel());
  if (name.current === undefined) return null;
  return (
    <DeleteLabelDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || remove.isPending || onClose()}
      labelName={name.current}
      isPending={remove.isPending}
      errorMessage={remove.error ? errorMessage(remove.error) : undefined}
      onDelete={() =>
        remove.mutate(
          { params: { label_id: labelId } },
          {
            // Only once it is gone: leave its list if it was open, and close.
            onSuccess: () => {
              if (router.state.location.pathname === `/labels/${labelId}`)
                void router.navigate({ to: '/inbox' });
              onClose();
            },
          },
        )
      }
    />
  );
}
