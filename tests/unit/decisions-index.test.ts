import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The decision records' index is kept by hand; this keeps it true: every record is listed once,
// every listed file exists, and the index says "superseded" exactly where the record itself does.
const dir = join(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const rows = new Map(
  [...index.matchAll(/^\|\s*(\d{3})\s*\|.*?\]\(([^)]+)\)\s*\|\s*(.+?)\s*\|$/gm)].map((m) => [m[2]!, m[3]!]),
);

describe('decision records index', () => {
  it('lists every record once, and nothing that does not exist', () => {
    expect([...rows.keys()].sort()).toEqual([...records].sort());
  });

  it.each(records)('%s has a status line that agrees with the index', (name) => {
    const status = /^(?:- )?Status:\s*(.+)$/im.exec(readFileSync(join(dir, name), 'utf8'))?.[1] ?? '';
    expect(status, `${name} needs a "Status:" line`).not.toBe('');
    expect(/superseded/i.test(rows.get(name) ?? '')).toBe(/superseded/i.test(status));
  });
});
