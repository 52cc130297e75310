import path from 'node:path';
import { createAppWebpackConfig } from '../index.cjs';

const shellDir = path.resolve(__dirname, '../../../../apps/shell');

type Plugin = { constructor: { name: string }; _options?: Record<string, unknown> };

function federationOptions(plugins: unknown[] | undefined): Record<string, unknown> {
  const plugin = (plugins as Plugin[]).find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error('ModuleFederationPlugin missing');
  return plugin._options;
}

describe('createAppWebpackConfig', () => {
  it('builds a host: publicPath auto, loaded-first, no remote entry, contenthash names', () => {
    const config = createAppWebpackConfig({
      name: 'shell',
      port: 3000,
      isHost: true,
      dir: shellDir,
    })({}, { mode: 'production' });
    expect(config.mode).toBe('production');
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.filename).toContain('[contenthash');
    expect(config.optimization?.minimize).toBe(true);
    const mf = federationOptions(config.plugins);
    expect(mf).toMatchObject({
      name: 'shell',
      shareStrategy: 'loaded-first',
      manifest: false,
      remotes: {},
    });
    expect(mf.filename).toBeUndefined();
    expect(config.devServer).toMatchObject({ port: 3000, historyApiFallback: true });
  });

  it('gives the default page an inline icon (no /favicon.ico request)', () => {
    const config = createAppWebpackConfig({
      name: 'shell',
      port: 3000,
      isHost: true,
      dir: shellDir,
    })({}, { mode: 'production' });
    const html = (config.plugins as Plugin[]).find(
      (p) => p.constructor.name === 'HtmlWebpackPlugin',
    );
    const options = (html as unknown as { userOptions: { templateContent?: string } }).userOptions;
    expect(options.templateContent).toMatch(
      /<link rel="icon" href="data:image\/svg\+xml,[^"]+" \/>/,
    );
  });

  it('builds a remote that emits mf-manifest.json and exposes its Routes', () => {
    const config = createAppWebpackConfig({
      name: 'agentDesk',
      port: 3001,
      isHost: false,
      dir: shellDir,
      exposes: { './Routes': './src/Routes.tsx' },
    })({}, { mode: 'development' });
    expect(config.mode).toBe('development');
    expect(config.output?.filename).toBe('[name].js');
    const mf = federationOptions(config.plugins);
    expect(mf).toMatchObject({
      name: 'agentDesk',
      filename: 'remoteEntry.js',
      exposes: { './Routes': './src/Routes.tsx' },
      manifest: { fileName: 'mf-manifest.json' },
    });
  });

  it('rejects a remote without exposes and a name that is not an identifier', () => {
    expect(() =>
      createAppWebpackConfig({ name: 'agentDesk', port: 3001, isHost: false, dir: shellDir }),
    ).toThrow(/expose/);
    expect(() =>
      createAppWebpackConfig({ name: 'agent-desk', port: 3001, isHost: true, dir: shellDir }),
    ).toThrow(/identifier/);
  });
});
