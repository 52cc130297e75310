import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { antdRootExports, rewriteAntdRootImports } = require('./antdRootImports.cjs') as {
  antdRootExports(dir: string): Map<string, string>;
  rewriteAntdRootImports(source: string, folders: Map<string, string>): string;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { installedPackageDir } = require('./sharedDependencies.cjs') as {
  installedPackageDir(name: string, dir: string): string | null;
};

/** antd as the UI kit installs it (this package has no antd of its own). */
const antdEs = path.join(
  installedPackageDir('antd', path.resolve(__dirname, '../../../ui'))!,
  'es',
);

describe('the pro-components antd import rewrite (ADR 0019)', () => {
  const folders = antdRootExports(antdEs);

  it("reads every component folder from antd's root index", () => {
    expect(folders.get('Button')).toBe('button');
    expect(folders.get('ConfigProvider')).toBe('config-provider');
    expect(folders.get('message')).toBe('message');
    expect(folders.size).toBeGreaterThan(60);
  });

  it('turns named root imports into per-folder default imports, keeping local names', () => {
    const source = [
      "import { Button, ConfigProvider as AntdConfigProvider, version } from 'antd';",
      "import {\n  Form,\n  Input\n} from 'antd'",
      "import { useState } from 'react';",
    ].join('\n');
    const out = rewriteAntdRootImports(source, folders);
    expect(out).toContain("import Button from 'antd/es/button';");
    expect(out).toContain("import AntdConfigProvider from 'antd/es/config-provider';");
    expect(out).toContain("import version from 'antd/es/version';");
    expect(out).toContain("import Form from 'antd/es/form';");
    expect(out).toContain("import Input from 'antd/es/input';");
    expect(out).toContain("import { useState } from 'react';");
    expect(out).not.toMatch(/from 'antd'/);
  });

  it('leaves a type name an undefined binding, as the root import did', () => {
    expect(rewriteAntdRootImports("import { DrawerProps, Drawer } from 'antd';", folders)).toBe(
      "var DrawerProps = void 0;\nimport Drawer from 'antd/es/drawer';",
    );
  });
});
