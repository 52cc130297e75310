import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SHARED_SINGLE_MODULES,
  SHARED_SINGLETONS,
  parseRequireOverrides,
  sharedDependencies,
} from '../index.cjs';

const shellDir = path.resolve(__dirname, '../../../../apps/shell');

describe('sharedDependencies', () => {
  it('shares every library of the shell as a non-eager singleton with a real semver range', () => {
    const shared = sharedDependencies({ dir: shellDir });
    for (const pkg of SHARED_SINGLETONS) {
      const entry = shared[pkg];
      expect(entry).toBeDefined();
      expect(entry?.singleton).toBe(true);
      expect(entry?.eager).toBe(false);
      expect(entry?.requiredVersion).toMatch(/^[\^~]?\d+\.\d+\.\d+/);
      expect(entry?.version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('gives workspace packages their package.json version instead of workspace:*', () => {
    const shared = sharedDependencies({ dir: shellDir });
    const versionOf = (dir: string): string =>
      JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../..', dir, 'package.json'), 'utf8'))
        .version;
    const apiClient = versionOf('api-client');
    const locale = versionOf('locale');
    expect(apiClient).toMatch(/^[1-9]\d*\.\d+\.\d+/);
    expect(shared['@atende/api-client']).toMatchObject({
      version: apiClient,
      requiredVersion: `^${apiClient}`,
    });
    expect(shared['@atende/locale']).toMatchObject({
      version: locale,
      requiredVersion: `^${locale}`,
    });
    expect(shared['@atende/permissions/']).toMatchObject({
      version: versionOf('permissions'),
      singleton: true,
    });
    // The data layer is shared on its own entry, at the package's version (ADR 0016).
    expect(shared['@atende/api-client/']).toMatchObject({
      version: apiClient,
      requiredVersion: `^${apiClient}`,
      singleton: true,
      strictVersion: true,
    });
  });

  it('in-house packages are strict: a copy outside the range is refused, never used (ADR 0014)', () => {
    const shared = sharedDependencies({ dir: shellDir });
    expect(shared['@atende/api-client']?.strictVersion).toBe(true);
    expect(shared['@atende/permissions/']?.strictVersion).toBe(true);
    expect(shared.react?.strictVersion).toBe(false);
    expect(shared['antd/es/button']?.strictVersion).toBe(false);
  });

  it('shares antd one component folder at a time, never the root (ADR 0015)', () => {
    const shared = sharedDependencies({ dir: shellDir });
    expect(shared.antd).toBeUndefined();
    for (const key of [
      'antd/es/button',
      'antd/es/modal',
      'antd/es/config-provider',
      'antd/es/config-provider/context',
      'antd/es/app/context',
      'antd/es/theme/context',
    ]) {
      expect(shared[key]).toMatchObject({ singleton: true, allowNodeModulesSuffixMatch: true });
    }
    expect(shared['antd/es/style']).toBeUndefined();
    expect(Object.keys(shared).filter((k) => k.startsWith('antd/es/_util/'))).toEqual([
      'antd/es/_util/zindexContext',
    ]);
  });

  it('one build may require a newer shared package (the skew matrix)', () => {
    const overrides = parseRequireOverrides(' @atende/api-client@^1.1.0 , react@^19.0.0');
    expect(overrides).toEqual({ '@atende/api-client': '^1.1.0', react: '^19.0.0' });
    const shared = sharedDependencies({ dir: shellDir, requireOverrides: overrides });
    expect(shared['@atende/api-client']?.requiredVersion).toBe('^1.1.0');
    expect(parseRequireOverrides(undefined)).toEqual({});
    expect(() => parseRequireOverrides('@atende/api-client')).toThrow(/not pkg@range/);
    expect(() => parseRequireOverrides('react@latest')).toThrow(/not pkg@range/);
  });

  it('shares the react and react-dom subpaths', () => {
    const shared = sharedDependencies({ dir: shellDir });
    expect(shared['react/']).toEqual(shared.react);
    expect(shared['react-dom/']).toEqual(shared['react-dom']);
  });

  it('shares the icon component and context alone, not the whole icon set (ADR 0006)', () => {
    const shared = sharedDependencies({ dir: shellDir });
    expect(shared['@ant-design/icons']).toBeUndefined();
    expect(Object.keys(SHARED_SINGLE_MODULES)).toEqual([
      '@ant-design/icons/es/components/Context',
      '@ant-design/icons/es/components/AntdIcon',
    ]);
    for (const modulePath of Object.keys(SHARED_SINGLE_MODULES)) {
      expect(shared[modulePath]).toMatchObject({
        singleton: true,
        eager: false,
        allowNodeModulesSuffixMatch: true,
        version: expect.stringMatching(/^5\./),
      });
    }
  });

  it('leaves out libraries the app does not declare', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-config-'));
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'tiny', dependencies: {} }),
    );
    expect(sharedDependencies({ dir })).toEqual({});
  });

  it('fails clearly when a declared library is not installed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-config-'));
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'broken', dependencies: { i18next: '^26.0.0' } }),
    );
    expect(() => sharedDependencies({ dir })).toThrow(/not installed/);
  });
});
