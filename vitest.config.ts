import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * A test's time limit guards against a hang, never measures speed: a machine busy with a build or other
 * tiers (npm test runs some side by side) may take several times as long as a quiet one.
 */
export default defineConfig({
  test: {
    // Vitest's default, one worker less than the cores, leaves a 2-core machine one worker, idle while a test
    // waits on a build, Java or a server it started: two there (the build tests 236 → 124 s on the quiet machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure logic: brand schema, breadcrumbs, SEO builders, routing rules, forms, carousel maths.
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      // Reads the built dist/ (run `npm run build` first; `npm test` does).
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
