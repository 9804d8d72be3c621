/** Fills a server's SQLite file with many messages at once, from outside the server, as an import would. */
import { DatabaseSync } from 'node:sqlite';

export function seedMessages(dbPath: string, count: number, createdAt: string, status = 'new'): void {
  const db = new DatabaseSync(dbPath);
  try {
    db.exec('BEGIN');
    const insert = db.prepare(
      'INSERT INTO messages (name, email, subject, message, created_at, ip_hash, status, lang, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < count; i += 1) {
      insert.run(
        `Visitor ${i}`,
        `visitor${i}@example.com`,
        `Seeded ${i}`,
        'A message waiting for an answer.',
        createdAt,
        'seed',
        status,
        'en',
        '/contact',
      );
    }
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}
