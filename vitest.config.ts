import { defineConfig } from 'vitest/config';

// The islands run on Preact's React-compatible runtime in the site (astro.config.ts); the unit
// tests render them on the same runtime, not on React.
const preactCompat = {
  'react-dom/server': 'preact/compat/server',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
  'keen-slider/react': 'keen-slider/react.es.js',
};

export default defineConfig({
  resolve: { alias: preactCompat },
  test: {
    // keen-slider's React hook imports 'react': run it through the aliases above too.
    server: { deps: { inline: ['keen-slider'] } },
    projects: [
      // Pure logic: brand schema, breadcrumbs, SEO builders, routing rules, forms, carousel maths.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // Reads the built dist/ (run `npm run build` first; `npm test` does).
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
