// Makes sure PostgreSQL's server binaries exist for the storage suites: installs Debian's package when
// missing and we can (root on Debian). Otherwise says in one line that the PostgreSQL suites will be
// skipped and why, and exits with 3 so `npm test` runs them skipped (SQLite, the default store, is
// tested either way). Exit 0: PostgreSQL is there.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

function serverBinaries() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config: look in Debian's versioned folders below.
  }
  return ['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(join(dir, 'initdb')));
}

function skip(reason) {
  console.log(`PostgreSQL suites will be skipped: ${reason}.`);
  process.exit(3);
}

if (process.env.PG_TESTS === 'skip') skip('PG_TESTS=skip is set');
if (!serverBinaries()) {
  if (!existsSync('/usr/bin/apt-get') || process.getuid?.() !== 0)
    skip('no initdb/pg_ctl found (install the "postgresql" package, or run as root on Debian)');
  console.log("PostgreSQL is missing: installing Debian's postgresql package…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
      stdio: 'inherit',
    });
  } catch {
    skip('apt-get could not install the "postgresql" package');
  }
  if (!serverBinaries()) skip('the "postgresql" package installed no initdb');
}
console.log(`PostgreSQL found in ${serverBinaries()}: the storage suites run against it as well as SQLite.`);
