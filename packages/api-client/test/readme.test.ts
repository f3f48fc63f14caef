import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/index.js';
import { endpointTable, README_TABLE_END, README_TABLE_START } from './describe-contract.js';

const readmeUrl = new URL('../README.md', import.meta.url);

/** The table's rows as trimmed cells (escaped pipes kept inside their cell; separator rows as '---'). */
function normalizeTable(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim())),
    );
}

describe('the README', () => {
  it('lists every endpoint of the table, one line each, as the table defines it', () => {
    const readme = readFileSync(readmeUrl, 'utf8');
    const start = readme.indexOf(README_TABLE_START);
    const end = readme.indexOf(README_TABLE_END) + README_TABLE_END.length;
    expect(start, 'README.md lacks the endpoint table markers').toBeGreaterThan(-1);
    const table = endpointTable();
    if (process.env.UPDATE_README === '1') {
      writeFileSync(readmeUrl, readme.slice(0, start) + table + readme.slice(end));
      return;
    }
    // Out of date? Run: UPDATE_README=1 pnpm vitest run --project api-client readme
    // (Compared cell by cell: the formatter pads the table's columns.)
    expect(normalizeTable(readme.slice(start, end))).toEqual(normalizeTable(table));
    for (const name of Object.keys(endpoints)) expect(readme).toContain(`\`${name}\``);
  });
});
