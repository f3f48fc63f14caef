import { type Kysely, sql } from 'kysely';

/**
 * Runs a multi-statement SQL script one statement at a time (PGlite's extended query protocol
 * takes one statement per call). Statements are separated by a semicolon at the end of a line.
 */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
