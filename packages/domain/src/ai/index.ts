/**
 * Text rules of the embedded (offline) AI helpers: sentence scoring for extractive summaries, question
 * extraction and replies built from the questions, key phrases for subjects. Re-exported from the package root.
 */
export * from './extract-questions.js';
export * from './key-phrase.js';
export * from './replies-from-questions.js';
export * from './summarize-extractively.js';
export * from './text-units.js';
