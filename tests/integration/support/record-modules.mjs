// Preloaded with `node --import`: appends the URL of every file the process loads (ES modules and
// require alike) to the file named by MODULE_LOG, so a test can see which copies of our code run.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const log = process.env.MODULE_LOG;
registerHooks({
  load(url, context, nextLoad) {
    if (log && url.startsWith('file:')) appendFileSync(log, `${url}\n`);
    return nextLoad(url, context);
  },
});
