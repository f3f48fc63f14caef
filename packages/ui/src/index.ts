export * from './components/list';
export * from './primitives';
export * from './theme';
