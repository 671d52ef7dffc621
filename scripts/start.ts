/** npm start: builds when dist/ is missing or older than the sources, then serves every brand locally. */
import { spawnSync } from 'node:child_process';
import { buildReason } from './build-needed.ts';
import { startServer } from './serve.ts';

const reason = buildReason();
if (reason) {
  console.log(`${reason}: building…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('dist/ is up to date.');
}
await startServer();
