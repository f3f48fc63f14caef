// The app's one toast host (`Toaster`, mounted once in AppShell) and the calls that show toasts on it.
export {
  dismissToast,
  showErrorToast,
  showNotice,
  showToast,
  showUndoToast,
  Toaster,
  type ToasterProps,
  type ToastId,
  type UndoToastOptions,
} from './Toasts';
