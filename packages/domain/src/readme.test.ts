/// <reference types="node" />
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const readme = readFileSync(readmePath, 'utf8');
const indexPath = fileURLToPath(new URL('./index.ts', import.meta.url));

/** Every ```ts block of the README: each one is a program a reader can paste and run. */
const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);

/** Exported functions (not zod schemas, whose examples are their `.parse`). */
const exportedFunctions = Object.entries(domain)
  .filter(([name, value]) => typeof value === 'function' && !name.endsWith('Schema'))
  .map(([name]) => name);

describe('README', () => {
  it.each(Object.keys(domain))('documents the export %s', (name) => {
    expect(readme).toContain(`\`${name}\``);
  });

  it('has a runnable example calling each exported function', () => {
    const called = (name: string) => examples.some((code) => new RegExp(`\\b${name}\\(`).test(code));
    expect(exportedFunctions.filter((name) => !called(name))).toEqual([]);
  });

  it('its examples type-check against the package as a user imports it', () => {
    const files = new Map(examples.map((code, i) => [`/readme-example-${i}.ts`, code]));
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
      paths: { '@switchboard/domain': [indexPath] },
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (name) => files.has(name) || fileExists(name);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    host.getSourceFile = (name, language, ...rest) => {
      const code = files.get(name);
      return code === undefined
        ? getSourceFile(name, language, ...rest)
        : ts.createSourceFile(name, code, language);
    };
    const program = ts.createProgram([...files.keys()], options, host);
    const diagnostics = [...files.keys()].flatMap((name) =>
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(name))
        .map((d) => `${name}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
    );
    expect(diagnostics).toEqual([]);
  }, 120_000);

  it.each(examples.map((code, i) => [i, code] as const))(
    'example %i runs and its assertions hold',
    async (_i, code) => {
      const js = ts.transpileModule(code, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const body = js
        .replace(/import assert from 'node:assert\/strict';/, 'const assert = __assert;')
        .replace(/import \{([^}]*)\} from '@switchboard\/domain';/g, (_m, names: string) => {
          const bindings = names.replace(/\b(\w+) as (\w+)/g, '$1: $2');
          return `const {${bindings}} = __domain;`;
        });
      expect(body).not.toMatch(/^\s*import /m);
      const AsyncFunction = (async () => {}).constructor as new (
        ...args: string[]
      ) => (...a: unknown[]) => Promise<void>;
      await new AsyncFunction('__domain', '__assert', body)(domain, assert);
    },
  );
});
