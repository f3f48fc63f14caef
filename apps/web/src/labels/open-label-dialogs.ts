import { lazyModule } from '../lazy';

const labelDialogs = lazyModule(() => import('./label-dialogs'));

// The label dialogs (label-dialogs.tsx, with the kit's colour picker) are not on /inbox's startup path:
// their code loads when one is first asked for, then it opens in the dialog host.

/** Opens 'Create label'; `onCreated` gets the new label's id. */
export function openCreateLabelDialog(onCreated?: (labelId: string) => void): void {
  void labelDialogs().then((module) => module.openCreateLabelDialog(onCreated));
}

/** Opens 'Edit label' for one label. */
export function openEditLabelDialog(labelId: string): void {
  void labelDialogs().then((module) => module.openEditLabelDialog(labelId));
}

/** Opens 'Delete label' for one label. */
export function openDeleteLabelDialog(labelId: string): void {
  void labelDialogs().then((module) => module.openDeleteLabelDialog(labelId));
}
