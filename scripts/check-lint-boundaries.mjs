// Proves the lint rules of eslint.config.mjs that keep the workspace's boundaries: each case lints
// one import line as if it were in the named file (nothing is written) and expects the rule to fire
// or not. Also checks that the hook rules reach `.ts` files. Run by scripts/test-all.mjs (~2 s).
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A function of 201 lines: over the length rule's limit. */
const longFunction = `export function long() {\n${'  void 0;\n'.repeat(199)}}`;

/** [file the line is linted as, source line, rule expected to fire (or null: none)] */
const cases = [
  // Apps never import other apps; remotes never import the shell.
  ['apps/agent-desk/src/x.ts', "import '@atende/shell';", 'no-restricted-imports'],
  ['apps/shell/src/x.ts', "import '@atende/agent-desk';", 'no-restricted-imports'],
  ['apps/shell/src/x.ts', "import '@atende/api';", 'no-restricted-imports'],
  ['apps/api/src/x.ts', "import '@atende/shell';", 'no-restricted-imports'],
  // Packages never import apps.
  ['packages/api-client/src/x.ts', "import '@atende/agent-desk';", 'no-restricted-imports'],
  ['packages/locale/src/x.ts', "import '@atende/shell/src/bootstrap';", 'no-restricted-imports'],
  // The API never imports a browser package; it shares the wire contract package.
  ['apps/api/src/x.ts', "import '@atende/api-client';", 'no-restricted-imports'],
  ['apps/api/src/x.ts', "import '@atende/locale';", 'no-restricted-imports'],
  ['apps/api/src/x.ts', "import '@atende/permissions/react';", 'no-restricted-imports'],
  ['apps/api/src/x.ts', "import 'react';", 'no-restricted-imports'],
  ['apps/api/src/x.ts', "import 'antd';", 'no-restricted-imports'],
  ['apps/api/test/x.ts', "import 'react-dom/client';", 'no-restricted-imports'],
  ['apps/api/src/x.ts', "import '@atende/api-client/contract';", 'no-restricted-imports'],
  ['apps/api/src/x.ts', "import '@atende/contract';", null],
  ['apps/api/src/x.ts', "import '@atende/contract/schemas';", null],
  ['apps/api/src/x.ts', "import '@atende/permissions';", null],
  // antd by component folder (ADR 0015); its types may still come from the root.
  [
    'apps/shell/src/x.ts',
    "import { Button } from 'antd';",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'packages/ui/src/x.ts',
    "import { Modal } from 'antd';",
    '@typescript-eslint/no-restricted-imports',
  ],
  ['apps/shell/src/x.ts', "import type { ButtonProps } from 'antd';", null],
  // The router through @atende/routing (ADR 0016), except in that package itself.
  [
    'apps/agent-desk/src/x.ts',
    "import { useNavigate } from 'react-router';",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'packages/ui/src/x.ts',
    "import { useBlocker } from 'react-router-dom';",
    '@typescript-eslint/no-restricted-imports',
  ],
  ['apps/shell/src/x.ts', "import { useNavigate } from '@atende/routing';", null],
  ['packages/routing/src/x.ts', "import { useNavigate } from 'react-router';", null],
  ['apps/shell/src/x.ts', "import Button from 'antd/es/button';", null],
  // Public entries only: the exports map, never a deep path or a path into another package.
  ['apps/agent-desk/src/x.ts', "import '@atende/api-client/src/http';", 'no-restricted-imports'],
  ['apps/agent-desk/src/x.ts', "import '@atende/permissions/src/levels';", 'no-restricted-imports'],
  [
    'apps/agent-desk/src/x.ts',
    "import '../../../packages/locale/src/index';",
    'no-restricted-imports',
  ],
  ['apps/agent-desk/src/features/x.ts', "import '../../../api/src/x';", 'no-restricted-imports'],
  ['apps/agent-desk/src/features/x.ts', "import '../desk/x';", null],
  ['apps/agent-desk/src/x.ts', "import '@atende/permissions/react';", null],
  ['apps/agent-desk/src/x.ts', "import '@atende/api-client';", null],
  ['apps/shell/src/x.ts', "import 'react-dom/client';", null],
  ['apps/shell/src/x.ts', "import '@atende/api-client/query';", null],
  // One way to test a remote: an app's test fakes the API with the kit's fakeApi, never jest.mock.
  [
    'apps/agent-desk/src/x.test.tsx',
    "jest.mock('@atende/api-client', () => ({}));",
    'no-restricted-syntax',
  ],
  ['apps/shell/src/x.test.ts', "jest.mock('@atende/api-client/query');", 'no-restricted-syntax'],
  // The 200-line function rule reaches the JavaScript of the packages and of the scripts.
  ['packages/config/src/x.cjs', longFunction, 'max-lines-per-function'],
  ['scripts/x.mjs', longFunction, 'max-lines-per-function'],
  ['apps/shell/src/x.ts', longFunction, 'max-lines-per-function'],
  // Hooks in .ts files are checked too.
  [
    'apps/agent-desk/src/x.ts',
    "import { useState } from 'react';\nexport function f(a: boolean) { if (a) useState(0); }",
    'react-hooks/rules-of-hooks',
  ],
];

const eslint = new ESLint({ cwd: root });
const failures = [];
for (const [file, code, expected] of cases) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  const fired = result.messages.filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars');
  const ok = expected
    ? fired.some((m) => m.ruleId === expected)
    : !fired.some((m) => m.ruleId === 'no-restricted-imports');
  if (!ok) {
    failures.push(
      `${file}: ${code.split('\n').at(-1)} -> expected ${expected ?? 'no restriction'}, got ${
        fired.map((m) => m.ruleId).join(', ') || 'nothing'
      }`,
    );
  }
}
if (failures.length > 0) {
  console.error(`lint boundary check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`lint boundary check: ${cases.length} cases as expected`);
