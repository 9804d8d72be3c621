// `npm run admin:hash -- 'your password'` (or pipe it on stdin) prints a value for ADMIN_PASSWORD_HASH.
import { hashPassword } from '../src/features/admin/server/password-hash.ts';

async function readStdin() {
  if (process.stdin.isTTY) return '';
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

const password = process.argv[2] ?? (await readStdin());
if (!password || password.length < 12) {
  console.error("Usage: npm run admin:hash -- 'a password of at least 12 characters'");
  process.exit(1);
}
console.log(hashPassword(password));
