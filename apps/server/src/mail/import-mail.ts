import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { findMailUsers, ingestParsedMail, parseMail } from './ingest.js';
import { looksLikeMbox, splitMbox } from './mbox.js';

export interface ImportReport {
  imported: number;
  duplicates: number;
  failed: { file: string; error: string }[];
}

async function listFiles(target: string): Promise<string[]> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return [target];
  const entries = await fs.readdir(target, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .sort((x, y) => x.name.localeCompare(y.name))
      .map((e) => {
        const full = path.join(target, e.name);
        if (e.isDirectory()) return listFiles(full);
        return Promise.resolve(/\.(eml|mbox|mbx)$/i.test(e.name) || !path.extname(e.name) ? [full] : []);
      }),
  );
  return nested.flat();
}

/**
 * Imports `.eml` files and mbox archives (files, or folders searched recursively for `*.eml`, `*.mbox` and
 * extension-less mbox files) into one user's mailbox, dated by their own `Date` headers. Idempotent by
 * Message-ID: importing the same mail again adds nothing.
 */
export async function importMail(
  db: Db,
  userEmail: string,
  targets: string[],
  now: Date,
): Promise<ImportReport> {
  const user = (await findMailUsers(db, [userEmail]))[0];
  if (!user) throw new Error(`No workspace user has the address ${userEmail}`);
  const report: ImportReport = { imported: 0, duplicates: 0, failed: [] };
  for (const target of targets) {
    for (const file of await listFiles(target)) {
      const raw = await fs.readFile(file);
      const head = raw.subarray(0, 512).toString('latin1');
      const messages = looksLikeMbox(head)
        ? splitMbox(raw.toString('latin1')).map((m) => Buffer.from(m, 'latin1'))
        : [raw];
      for (const [i, message] of messages.entries()) {
        const label = messages.length > 1 ? `${file} #${i + 1}` : file;
        try {
          const parsed = await parseMail(message);
          const result = await db
            .transaction()
            .execute((tx) => ingestParsedMail(tx, parsed, { recipients: [user], receivedAt: null, now }));
          if (result.deliveries.every((d) => d.duplicate)) report.duplicates += 1;
          else report.imported += 1;
        } catch (error) {
          report.failed.push({ file: label, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
  return report;
}
