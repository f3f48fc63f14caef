/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(root).map((path) => ({
  name: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));
const FORBIDDEN_GLOBALS = new Set([
  'process',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'fetch',
  'XMLHttpRequest',
  'performance',
]);

/** Whether an identifier is read as a variable (not a property name, key or declaration name). */
function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return false;
  if (ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) return false;
  return true;
}

/** Code (not comments or strings) that reads the clock, the environment, the DOM or the network. */
function impureUses(name: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isNewExpression(node) &&
      node.expression.getText() === 'Date' &&
      (node.arguments?.length ?? 0) === 0
    ) {
      found.push('new Date()');
    }
    if (ts.isPropertyAccessExpression(node) && node.getText() === 'Date.now') found.push('Date.now');
    if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text) && isValueReference(node))
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true));
  return found;
}

const ALLOWED_PACKAGES = ['zod', 'date-fns', '@date-fns/tz', 'chrono-node', 'email-addresses'];

describe('the domain package is pure', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('the checker catches impure code and ignores comments, strings and property names', () => {
    const impure =
      "const a = new Date(); const b = Date.now(); fetch('/x'); process.env.X; window.alert('');";
    expect(impureUses('x.ts', impure)).toEqual(['new Date()', 'Date.now', 'fetch', 'process', 'window']);
    const pure =
      "// window.x and new Date()\nconst s = 'window.open'; const o = { window: 1 }; o.window; new Date(0);";
    expect(impureUses('y.ts', pure)).toEqual([]);
  });

  it.each(files)('$name reads no clock, env, DOM or network', ({ name, text }) => {
    expect(impureUses(name, text)).toEqual([]);
  });

  it.each(files)('$name imports only relative .js files and the allowed runtime packages', ({ text }) => {
    const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1] ?? '');
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) expect(specifier).toMatch(/\.js$/);
      else expect(ALLOWED_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`))).toBe(true);
    }
  });
});
