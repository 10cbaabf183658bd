import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

const WEB_FEATURES = path.join(import.meta.dirname, 'apps/web/src/features');

/** The feature folder a file of the web app belongs to, or null outside `features/`. */
function featureOf(file) {
  const relative = path.relative(WEB_FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

/** Web features do not import each other; what two of them share moves to `shared/`. */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = featureOf(context.filename);
    if (own === null) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const other = featureOf(path.resolve(path.dirname(context.filename), source));
      if (other !== null && other !== own) {
        context.report({
          node,
          message: `The ${own} feature imports the ${other} feature; share it through apps/web/src/shared or an app slot.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/server/drizzle/**',
      'packages/analyst/data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      irreplaceable: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'irreplaceable/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@irreplaceable/server*', '@irreplaceable/analyst*'],
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/**/*.ts',
      'packages/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'e2e/**/*.ts',
      '*.{js,mjs,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
