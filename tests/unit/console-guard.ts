/**
 * Unit-test setup: a test that logs through console.error or console.warn fails, because React and
 * the libraries report real problems (act warnings, key warnings, bad props) only that way. A test
 * that provokes a log on purpose says so with `allowConsole(/pattern/)`; the message is then kept
 * out of the output and the test passes.
 */
import { afterEach, beforeEach } from 'vitest';

type Level = 'error' | 'warn';
const original = { error: console.error, warn: console.warn };
let unexpected: string[] = [];
let allowed: RegExp[] = [];

/** Lets the current test log messages matching the pattern without failing. */
export function allowConsole(pattern: RegExp): void {
  allowed.push(pattern);
}

function capture(level: Level) {
  return (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (allowed.some((pattern) => pattern.test(text))) return;
    unexpected.push(`console.${level}: ${text}`);
    original[level](...args);
  };
}

beforeEach(() => {
  unexpected = [];
  allowed = [];
  console.error = capture('error');
  console.warn = capture('warn');
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (unexpected.length > 0) {
    const logged = unexpected.join('\n');
    unexpected = [];
    throw new Error(`The test logged unexpectedly:\n${logged}`);
  }
});
