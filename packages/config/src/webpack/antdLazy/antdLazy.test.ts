import fs from 'node:fs';
import path from 'node:path';
import { createAppWebpackConfig } from '../../index.cjs';
import { installedPackageDir } from '../installedPackages.cjs';
import { flattenKeys } from './tableFilterDropdown.mjs';

const shellDir = path.resolve(__dirname, '../../../../../apps/shell');
const antdDir = installedPackageDir('antd', shellDir)!;

type Resource = { request: string; context: string; contextInfo?: { issuer: string } };
type Replacement = { resourceRegExp: RegExp; newResource: (resource: Resource) => void };

const config = createAppWebpackConfig({ name: 'shell', port: 3000, isHost: true, dir: shellDir })(
  {},
  { mode: 'production' },
);

/** What the preset turns `request`, made from `issuer`, into. */
function replaced(request: string, issuer: string): string {
  const resource: Resource = {
    request,
    context: path.dirname(issuer),
    contextInfo: { issuer },
  };
  for (const plugin of config.plugins as unknown as Replacement[]) {
    if (plugin.constructor.name !== 'NormalModuleReplacementPlugin') continue;
    if (plugin.resourceRegExp.test(resource.request)) plugin.newResource(resource);
  }
  return resource.request;
}

describe("antd Table's seldom drawn parts load on first use (ADR 0032)", () => {
  const hooks = path.join(antdDir, 'es', 'table', 'hooks');

  it("replaces the filter menu of the table's filter hook, and nothing else's", () => {
    expect(replaced('./FilterDropdown', path.join(hooks, 'useFilter', 'index.js'))).toBe(
      path.join(__dirname, 'tableFilterDropdown.mjs'),
    );
    expect(replaced('./FilterDropdown', path.join(antdDir, 'es', 'other', 'index.js'))).toBe(
      './FilterDropdown',
    );
  });

  it("replaces Dropdown and Radio of the row selection only, not the table's other imports", () => {
    const selection = path.join(hooks, 'useSelection.js');
    expect(replaced('../../dropdown', selection)).toBe(
      path.join(__dirname, 'tableSelectionDropdown.mjs'),
    );
    expect(replaced('../../radio', selection)).toBe(
      path.join(__dirname, 'tableSelectionRadio.mjs'),
    );
    expect(replaced('../../dropdown', path.join(hooks, 'useSorter.js'))).toBe('../../dropdown');
    expect(replaced('../../checkbox', selection)).toBe('../../checkbox');
  });

  it('loads the real modules through the @atende/antd-es alias of the app', () => {
    const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
    const es = alias['@atende/antd-es']!;
    for (const real of [
      'table/hooks/useFilter/FilterDropdown.js',
      'dropdown/index.js',
      'radio/index.js',
    ]) {
      expect(fs.existsSync(path.join(es, real))).toBe(true);
    }
  });

  it("flattens filter keys exactly as antd's own filter module does", () => {
    // antd's CommonJS build of the module the stand-in replaces.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const antd = require(
      path.join(antdDir, 'lib', 'table', 'hooks', 'useFilter', 'FilterDropdown.js'),
    ) as {
      flattenKeys: typeof flattenKeys;
    };
    const filters = [
      { value: 'a' },
      { value: 'b', children: [{ value: 'b1' }, { value: 'b2', children: [{ value: 'b2x' }] }] },
      { value: 3 },
    ];
    expect(flattenKeys(filters)).toEqual(antd.flattenKeys(filters));
    expect(flattenKeys(filters)).toEqual(['a', 'b', 'b1', 'b2', 'b2x', 3]);
    expect(flattenKeys(undefined)).toEqual(antd.flattenKeys(undefined));
  });
});
