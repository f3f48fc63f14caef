/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it.each(Object.keys(domain))('documents the export %s', (name) => {
    expect(readme).toContain(`\`${name}\``);
  });
});
