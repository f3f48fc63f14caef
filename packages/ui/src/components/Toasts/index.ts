export { createDismissTimer, type DismissTimer, type DismissTimerOptions } from './dismiss-timer';
export {
  dismissToast,
  ERROR_TOAST_ID,
  showErrorToast,
  showNotice,
  showToast,
  showUndoToast,
  Toaster,
  type ToasterProps,
  type ToastId,
  type UndoToastOptions,
} from './Toasts';
