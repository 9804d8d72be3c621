// Makes sure a Chromium for the browser tests exists: installs Debian's package when missing and
// we can (root on Debian), otherwise stops with one line saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    console.error(
      `Chromium not found at ${path}: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', {
      stdio: 'inherit',
    });
  } catch {
    console.error(
      'Could not install Chromium with apt-get: install the "chromium" package by hand or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
