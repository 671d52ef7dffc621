import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

/**
 * src/lib is pure TypeScript, usable from pages, islands, build scripts and unit tests alike: importing it
 * reads no file, no environment and keeps no state between calls. What does (the file system, Astro's
 * virtual modules, the image-key scan, the loaders in src/render-time/) lives outside it and passes data in.
 */
const libPurity = {
  files: ['src/lib/**/*.{ts,tsx,js,mjs}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: builtinModules.map((name) => ({
          name,
          message:
            'src/lib is pure: no Node built-ins. Read files in src/render-time/, src/after-build/, src/tooling/ or scripts/ and pass the data in.',
        })),
        patterns: [
          {
            group: ['node:*'],
            message:
              'src/lib is pure: no Node built-ins. Read files in src/render-time/, src/after-build/, src/tooling/ or scripts/ and pass the data in.',
          },
          {
            group: ['astro:*'],
            message: 'src/lib is pure: no Astro virtual modules. Take what they give as an argument from the page.',
          },
          {
            group: ['**/assets/image-keys*'],
            allowTypeImports: true,
            message: 'image-keys.ts scans the disk when imported: import its types only, take the keys as an argument.',
          },
          {
            group: ['**/render-time/*', '**/render-time/**'],
            allowTypeImports: true,
            message:
              'src/render-time/ reads the disk (brand.ts: BRAND and the brand files): import its types only, take the brand as an argument; it calls src/lib, not the reverse.',
          },
          {
            group: ['**/tooling/*', '**/tooling/**'],
            allowTypeImports: true,
            message: 'src/tooling/ is the build tooling: it calls src/lib, not the reverse.',
          },
          {
            group: ['**/hosting/*', '**/hosting/**', '**/admin/*', '**/admin/**', '**/scripts/**'],
            allowTypeImports: true,
            message: 'src/hosting/, src/admin/ and scripts/ call src/lib, not the reverse.',
          },
          {
            group: ['**/after-build/*', '**/after-build/**'],
            allowTypeImports: true,
            message: 'src/after-build/ is the pass over the built pages: it calls src/lib, not the reverse.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...['process', 'Buffer', '__dirname', '__filename', 'require'].map((name) => ({
        name,
        message: 'src/lib is pure: no Node globals or environment. Take the value as an argument.',
      })),
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'Program > VariableDeclaration[kind!="const"], Program > ExportNamedDeclaration > VariableDeclaration[kind!="const"]',
        message: 'src/lib keeps no module state: no top-level let/var. Return the state, or keep it in the caller.',
      },
      {
        selector: 'ImportExpression',
        message: 'src/lib is pure: no dynamic imports.',
      },
      {
        selector: 'MemberExpression[object.type="MetaProperty"][property.name="env"]',
        message: 'src/lib is pure: no import.meta.env. Take the value as an argument.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.partial-*/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-strict'],
  {
    files: ['src/islands/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    rules: {
      // role="list" on a styled <ul>/<ol> is deliberate: Safari/VoiceOver drops list semantics when list-style is none.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  libPurity,
);
