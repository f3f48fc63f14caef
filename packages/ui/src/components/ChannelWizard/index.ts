export {
  ChannelWizard,
  type ChannelWizardDraft,
  type ChannelWizardProps,
  type ChannelWizardQuery,
  WizardBusyScreen,
  type WizardBusyScreenProps,
} from './ChannelWizard';
export {
  FilterWarningDialog,
  type FilterWarningDialogProps,
  UnsavedQueryDialog,
  type UnsavedQueryDialogProps,
} from './ChannelWizardDialogs';
export {
  type ChannelWizardPerson,
  ChannelWizardPreview,
  type ChannelWizardPreviewProps,
  type ChannelWizardPreviewThread,
  type ChannelWizardResult,
} from './ChannelWizardPreview';
