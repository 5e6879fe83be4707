import fs from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Architecture: app -> features -> components, never backwards; features never import each other;
// server code never reaches for Next or React. Zones are built from the folders that exist.
const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: lift shared code to components/ or lib/.',
}));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
  {
    rules: {
      'no-process-env': 'error',
      'react/no-danger': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: ['./src/features', './src/app', './src/server'], message: 'components/ holds domain-free primitives.' },
            { target: './src/features', from: ['./src/app', './src/server'], message: 'Features get server data as props from pages.' },
            { target: './src/server', from: ['./src/app', './src/features', './src/components', './src/i18n'], message: 'server/ stays free of UI code.' },
            // Domain code throws DomainError (src/server/domain-error.ts); only the API turns it into an envelope.
            { target: './src/server/!(api)/**', from: './src/server/api', message: 'Domain code stays transport-free: throw DomainError, let the API translate.' },
            { target: './src/lib', from: ['./src/app', './src/features', './src/server', './src/components'], message: 'lib/ holds pure helpers.' },
            { target: './src/contracts', from: ['./src/app', './src/features', './src/server', './src/components'], message: 'contracts/ is shared by every side.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['next', 'next/*', 'react', 'react-dom', 'next-intl', 'next-intl/*'], message: 'server/ runs outside Next too (serve.ts, scripts, tests).' }] },
      ],
    },
  },
  {
    // One resource shape: a handlers file answers its own declarations; what two modules share lives in src/server/api/.
    files: ['src/server/api/routes/*.ts'],
    ignores: ['src/server/api/routes/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['next', 'next/*', 'react', 'react-dom', 'next-intl', 'next-intl/*'], message: 'server/ runs outside Next too (serve.ts, scripts, tests).' },
            { group: ['./*', '!./*.routes'], message: 'A route module imports no other route module: move the shared piece to src/server/api/ (resource.ts and its neighbours).' },
          ],
        },
      ],
    },
  },
  {
    // The one reader of process.env, plus tooling that configures child processes.
    files: ['src/env.ts', 'scripts/**', 'bench/**', 'tests/**', '*.config.*', '.ci/**'],
    rules: { 'no-process-env': 'off' },
  },
]);
