import * as domain from '@switchboard/domain';
import type { z } from 'zod';
import * as contract from '../src/index.js';

/**
 * Writes the README's endpoint reference from the table itself, so the two cannot drift: one line per
 * endpoint with method, path, request (params, query, body) and answer.
 */

const named = new Map<unknown, string>();
const domainSchemas = new Set<unknown>();
for (const source of [domain, contract] as Record<string, unknown>[]) {
  for (const [exportName, value] of Object.entries(source)) {
    if (exportName.endsWith('Schema') && typeof value === 'object' && value !== null && !named.has(value)) {
      named.set(value, exportName.slice(0, -'Schema'.length));
      if (source === domain) domainSchemas.add(value);
    }
  }
}

/** Domain entities by name; the contract's own shapes spelled out. */
function describeAnswer(schema: z.ZodType): string {
  return domainSchemas.has(schema) ? (named.get(schema) as string) : describeSchema(schema, 0);
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: z.ZodType;
}

function def(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

export function describeSchema(schema: z.ZodType, depth = 0): string {
  const name = named.get(schema);
  if (name && depth > 0) return name;
  const d = def(schema);
  switch (d.type) {
    case 'object': {
      const shape = d.shape ?? {};
      const data = shape.data;
      const meta = shape.meta;
      if (data && meta && def(data).type === 'array') {
        const item = describeSchema(def(data).element as z.ZodType, depth + 1);
        // A lean list answer (contract/list-rows.ts): rows on the wire, people once in `contacts`.
        const lean = shape.contacts !== undefined;
        if (named.get(meta) === 'PageMeta') return `${lean ? 'LeanPage' : 'Page'}<${item}>`;
        if (lean) return `LeanList<${item}, ${describeSchema(meta, depth + 1)}>`;
      }
      const fields = Object.entries(shape).map(([key, value]) => {
        const optional = ['optional', 'default'].includes(def(value).type);
        return `${key}${optional ? '?' : ''}: ${describeSchema(value, depth + 1)}`;
      });
      return `{ ${fields.join(', ')} }`;
    }
    case 'array':
      return `${describeSchema(d.element as z.ZodType, depth + 1)}[]`;
    case 'optional':
    case 'default':
    case 'readonly':
      return describeSchema(d.innerType as z.ZodType, depth);
    case 'nullable':
      return `${describeSchema(d.innerType as z.ZodType, depth)} | null`;
    case 'pipe': {
      const out = d.out as z.ZodType;
      return def(out).type === 'transform'
        ? describeSchema(d.in as z.ZodType, depth)
        : describeSchema(out, depth);
    }
    case 'union':
      return (d.options ?? []).map((option) => describeSchema(option, depth + 1)).join(' | ');
    case 'enum':
      return Object.values(d.entries ?? {})
        .map((value) => `'${value}'`)
        .join(' | ');
    case 'literal':
      return (d.values ?? []).map((value) => JSON.stringify(value)).join(' | ');
    case 'record':
      return `Record<string, ${describeSchema(d.valueType as z.ZodType, depth + 1)}>`;
    case 'undefined':
      return '204 No Content';
    default:
      return d.type;
  }
}

export function endpointLines(): string[] {
  return Object.entries(contract.endpoints).map(([name, endpoint]) => {
    const request: string[] = [];
    if (endpoint.query) request.push(`query ${describeAnswer(endpoint.query)}`);
    if (endpoint.body) request.push(`body ${describeAnswer(endpoint.body)}`);
    const cell = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;
    const requestCell = request.length > 0 ? request.map(cell).join('<br>') : '-';
    const answerCell = `${cell(describeAnswer(endpoint.response))}${endpoint.cancellable ? ' + `x-cancel-token`' : ''}`;
    return `| \`${endpoint.method} ${endpoint.path}\` | \`${name}\` | ${requestCell} | ${answerCell} | ${endpoint.summary ?? ''} |`;
  });
}

export const README_TABLE_START = '<!-- endpoint-table:start -->';
export const README_TABLE_END = '<!-- endpoint-table:end -->';

export function endpointTable(): string {
  return [
    README_TABLE_START,
    '| Call | Client method | Request | Answer | What it does |',
    '|---|---|---|---|---|',
    ...endpointLines(),
    README_TABLE_END,
  ].join('\n');
}
