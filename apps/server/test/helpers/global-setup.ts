import type { TestProject } from 'vitest/node';
import { makeSeededTemplate, type SeededTemplate } from './seeded-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database the route tests copy (seeded-template.ts). */
    seededTemplate: SeededTemplate;
  }
}

/** The server project's global setup: the seeded template, made once per run and removed after it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await makeSeededTemplate();
  project.provide('seededTemplate', template);
  return remove;
}
