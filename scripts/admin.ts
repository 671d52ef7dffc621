/**
 * npm run admin: the editor on this machine. Starts decap-server (Decap's local backend, which reads and
 * writes the files of this working tree: nothing is committed) on port 8081 (ADMIN_BACKEND_PORT), then the
 * built site as `npm start` does (building first when needed), so http://localhost:4321/admin edits
 * brands/. Rebuild (npm start) to see the edits on the site.
 */
import { spawn } from 'node:child_process';

const backendPort = process.env.ADMIN_BACKEND_PORT ?? '8081';
const backend = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
  env: { ...process.env, PORT: backendPort, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
backend.on('exit', (code) => {
  console.error(`decap-server stopped (exit ${code}).`);
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => backend.kill(signal));

const port = process.env.PORT ?? '4321';
const query = backendPort === '8081' ? '' : `?local_backend_port=${backendPort}`;
console.log(`Local backend (decap-server) on port ${backendPort}; the editor: http://localhost:${port}/admin${query}`);
await import('./start.ts');
