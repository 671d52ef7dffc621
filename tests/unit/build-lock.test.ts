/** One Astro build at a time (src/build/build-lock.ts), across processes. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from '../../src/build/build-lock.ts';

const lockIn = () => join(mkdtempSync(join(tmpdir(), 'build-lock-')), 'build.lock');
const fast = { pollMs: 10 };
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

/** Another process that takes the lock, says so, and holds it until told on stdin. */
async function otherBuild(dir: string) {
  const module = resolve('src/build/build-lock.ts');
  const code = `
    const { withBuildLock } = await import(${JSON.stringify(module)});
    await withBuildLock(async () => {
      process.stdout.write('held\\n');
      await new Promise((done) => process.stdin.once('data', done));
      process.stdin.destroy(); // else the open pipe keeps this process alive
    }, { dir: ${JSON.stringify(dir)}, pollMs: 10 });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('held\n');
  return {
    pid: child.pid!,
    release: async () => {
      child.stdin.end('go\n');
      await once(child, 'exit');
    },
  };
}

describe('withBuildLock', () => {
  it('waits while another process builds, naming it, and runs once that build has finished', async () => {
    const dir = lockIn();
    const other = await otherBuild(dir);
    const events: string[] = [];
    const waited = new Promise<number | null>((resolveWait) => {
      void withBuildLock(
        async () => {
          events.push('built');
          return 'done';
        },
        { dir, ...fast, onWait: resolveWait },
      ).then((result) => events.push(result));
    });
    expect(await waited).toBe(other.pid);
    expect(events).toEqual([]);
    await other.release();
    await expect.poll(() => events).toEqual(['built', 'done']);
    expect(existsSync(dir)).toBe(false);
  });

  it('takes over a lock whose process has died', async () => {
    const dir = lockIn();
    mkdirSync(dir);
    writeFileSync(join(dir, 'pid'), String(deadPid()));
    const waits: Array<number | null> = [];
    expect(await withBuildLock(async () => 'built', { dir, ...fast, onWait: (pid) => waits.push(pid) })).toBe('built');
    expect(waits).toEqual([]);
  });

  it('lets one build at a time take over a dead build’s lock, however many found it at once', async () => {
    // The race is a matter of microseconds: a few rounds of builds started at the same instant.
    for (let round = 0; round < 3; round++) {
      const dir = lockIn();
      mkdirSync(dir);
      writeFileSync(join(dir, 'pid'), String(deadPid()));
      const log = join(dir, '..', 'log');
      writeFileSync(log, '');
      const start = Date.now() + 800;
      const code = `
        const { appendFileSync } = await import('node:fs');
        const { withBuildLock } = await import(${JSON.stringify(resolve('src/build/build-lock.ts'))});
        await new Promise((done) => setTimeout(done, ${start} - Date.now()));
        await withBuildLock(async () => {
          appendFileSync(${JSON.stringify(log)}, 'start\\n');
          await new Promise((done) => setTimeout(done, 20));
          appendFileSync(${JSON.stringify(log)}, 'end\\n');
        }, { dir: ${JSON.stringify(dir)}, pollMs: 5 });`;
      const builds = Array.from({ length: 8 }, () =>
        spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' }),
      );
      await Promise.all(builds.map((build) => once(build, 'exit')));
      expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(builds.flatMap(() => ['start', 'end']));
    }
  });

  it('waits on a lock just taken (no process id yet) and takes over one left like that for long', async () => {
    const dir = lockIn();
    mkdirSync(dir);
    const waits: Array<number | null> = [];
    const run = withBuildLock(async () => 'built', { dir, ...fast, onWait: (pid) => waits.push(pid) });
    await expect.poll(() => waits).toEqual([null]);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(dir, longAgo, longAgo);
    expect(await run).toBe('built');
  });

  it('releases the lock when the build fails, and passes the failure on', async () => {
    const dir = lockIn();
    await expect(
      withBuildLock(
        async () => {
          throw new Error('astro build failed');
        },
        { dir, ...fast },
      ),
    ).rejects.toThrow('astro build failed');
    expect(existsSync(dir)).toBe(false);
    expect(await withBuildLock(async () => 'built again', { dir, ...fast })).toBe('built again');
  });
});
