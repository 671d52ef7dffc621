import { defineConfig } from 'vitest/config';

/**
 * A test's time limit guards against a hang, never measures speed: a machine busy with a build or other
 * tiers (npm test runs some side by side) may take several times as long as a quiet one.
 */
export default defineConfig({
  test: {
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
