export * from './Composer';
export * from './ComposerWindow';
