import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Pure logic: brand schema, breadcrumbs, SEO builders, routing rules, forms, carousel maths.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // Reads the built dist/ (run `npm run build` first; `npm test` does).
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
