export * from './components/Dialogs';
export * from './components/Feedback';
export * from './components/list';
export * from './components/Toasts';
export * from './primitives';
export * from './theme';
