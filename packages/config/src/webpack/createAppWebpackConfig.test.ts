import fs from 'node:fs';
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
    // The shell loads remotes by manifest: its runtime keeps remote loading and snapshots.
    expect(mf.experiments).toEqual({ optimization: { target: 'web' } });
    expect(config.devServer).toMatchObject({ port: 3000, historyApiFallback: true });
  });

  it("keeps the color picker and the form engine out of antd's Button and form context (ADR 0016)", () => {
    const config = createAppWebpackConfig({
      name: 'shell',
      port: 3000,
      isHost: true,
      dir: shellDir,
    })({}, { mode: 'production' });
    const replacements = (config.plugins as Plugin[]).filter(
      (p) => p.constructor.name === 'NormalModuleReplacementPlugin',
    ) as unknown as Array<{ resourceRegExp: RegExp; newResource: (r: object) => void }>;
    const swap = (request: string, context: string, issuer = `${context}/index.js`) => {
      const resource = { request, context, contextInfo: { issuer } };
      for (const plugin of replacements) {
        if (plugin.resourceRegExp.test(request)) plugin.newResource(resource);
      }
      return resource.request;
    };
    const buttonStyle = '/repo/node_modules/.pnpm/antd@5/node_modules/antd/es/button/style';
    const shim = path.join(__dirname, 'antdColor.mjs');
    expect(swap('../../color-picker/components/ColorPresets', buttonStyle)).toBe(shim);
    expect(swap('../../color-picker/color', buttonStyle)).toBe(shim);
    // Tooltip reads a custom color through the picker's util.
    const tooltip = '/repo/node_modules/.pnpm/antd@5/node_modules/antd/es/tooltip';
    expect(swap('../color-picker/util', tooltip)).toBe(shim);
    // The color picker itself keeps its own modules.
    const picker = '/repo/node_modules/antd/es/color-picker/components';
    expect(swap('../color', picker)).toBe('../color');
    // antd's form context takes rc-field-form's provider alone; the form itself keeps the engine.
    const form = '/repo/node_modules/.pnpm/antd@5/node_modules/antd/es/form';
    expect(swap('rc-field-form', form, `${form}/context.js`)).toBe('rc-field-form/es/FormContext');
    expect(swap('rc-field-form', form, `${form}/Form.js`)).toBe('rc-field-form');
    // Radio.Group takes the form's name helper without the form engine; the form keeps its hook.
    const radio = '/repo/node_modules/.pnpm/antd@5/node_modules/antd/es/radio';
    expect(swap('../form/hooks/useForm', radio, `${radio}/group.js`)).toBe(
      path.join(__dirname, 'antdFormName.mjs'),
    );
    expect(swap('./hooks/useForm', form, `${form}/Form.js`)).toBe('./hooks/useForm');
    expect(swap('../form/hooks/useForm', '/repo/node_modules/antd/es/table')).toBe(
      '../form/hooks/useForm',
    );
    // The shim's color library is the one antd itself uses.
    const alias = config.resolve?.alias as Record<string, string>;
    const colorPackage = path.join(alias['@atende/antd-fast-color$']!, 'package.json');
    expect(JSON.parse(fs.readFileSync(colorPackage, 'utf8')).name).toBe('@ant-design/fast-color');
  });

  it("loads Typography's in-place editor on first use, and precompresses production files (ADR 0029)", () => {
    const build = (mode: string) =>
      createAppWebpackConfig({ name: 'shell', port: 3000, isHost: true, dir: shellDir })(
        {},
        { mode },
      );
    const config = build('production');
    const editable = (config.plugins as Plugin[]).find(
      (p) =>
        p.constructor.name === 'NormalModuleReplacementPlugin' &&
        (p as unknown as { resourceRegExp: RegExp }).resourceRegExp.test('../Editable'),
    ) as unknown as { newResource: (r: { request: string; context: string }) => void };
    const base = { request: '../Editable', context: '/repo/node_modules/antd/es/typography/Base' };
    editable.newResource(base);
    expect(base.request).toBe(path.join(__dirname, 'antdTypographyEditable.mjs'));
    const other = { request: '../Editable', context: '/repo/node_modules/antd/es/typography' };
    editable.newResource(other);
    expect(other.request).toBe('../Editable');
    const alias = config.resolve?.alias as Record<string, string>;
    expect(fs.existsSync(alias['@atende/antd-typography-editable$']!)).toBe(true);
    const names = (plugins: unknown) => (plugins as Plugin[]).map((p) => p.constructor.name);
    expect(names(config.plugins)).toContain('PrecompressPlugin');
    expect(names(build('development').plugins)).not.toContain('PrecompressPlugin');
  });

  it("groups antd's common helpers into one chunk in the shell only", () => {
    const build = (isHost: boolean) =>
      createAppWebpackConfig({
        name: isHost ? 'shell' : 'agentDesk',
        port: 3000,
        isHost,
        dir: shellDir,
        exposes: isHost ? undefined : { './Routes': './src/Routes.tsx' },
      })({}, { mode: 'production' });
    const groups = (isHost: boolean) => {
      const splitChunks = build(isHost).optimization?.splitChunks;
      return splitChunks ? (splitChunks.cacheGroups ?? {}) : {};
    };
    const antdCore = (groups(true) as Record<string, { test: RegExp }>).antdCore;
    expect(
      antdCore?.test.test('/r/node_modules/.pnpm/rc-util@5/node_modules/rc-util/es/raf.js'),
    ).toBe(true);
    expect(antdCore?.test.test('/r/node_modules/antd/es/button/index.js')).toBe(false);
    // The icons antd's components draw join them (one copy instead of one per component chunk).
    expect(antdCore?.test.test('/r/node_modules/@ant-design/icons/es/icons/CloseOutlined.js')).toBe(
      true,
    );
    expect(antdCore?.test.test('/r/node_modules/@ant-design/icons/es/icons/UserOutlined.js')).toBe(
      false,
    );
    expect(groups(false)).toEqual({});
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
    // A remote loads no remote itself: its runtime leaves that code out (the shell's does the loading).
    expect(mf.experiments).toEqual({
      optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
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

describe("the shell's start chunk (issue 22)", () => {
  const groupsOf = (isHost: boolean, name: string) => {
    const config = createAppWebpackConfig({
      name,
      port: 3000,
      isHost,
      dir: isHost ? shellDir : path.resolve(__dirname, '../../../../apps/agent-desk'),
      ...(isHost ? {} : { exposes: { './Routes': './src/Routes.tsx' } }),
    })({}, { mode: 'production' });
    const splitChunks = config.optimization?.splitChunks;
    return (splitChunks ? splitChunks.cacheGroups : {}) as Record<string, { test: RegExp }>;
  };

  it('groups what every page runs from its first paint, never the data layer nor the router', () => {
    const start = groupsOf(true, 'shell').startCore!.test;
    const inStart = [
      '/r/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/client.js',
      '/r/node_modules/react/jsx-runtime.js',
      '/r/node_modules/i18next/dist/esm/i18next.js',
      // What antd's locale objects (in @atende/locale) are built with.
      '/r/node_modules/@babel/runtime/helpers/esm/objectSpread2.js',
      '/r/packages/api-client/src/session/sessionStore.ts',
      '/r/packages/permissions/src/index.ts',
    ];
    const notInStart = [
      '/r/packages/api-client/src/query/index.ts',
      '/r/node_modules/react-router/dist/index.js',
      '/r/node_modules/@tanstack/react-query/build/modern/index.js',
      '/r/node_modules/antd/es/config-provider/index.js',
      '/r/node_modules/antd/es/button/index.js',
      '/r/node_modules/react-is/index.js',
      '/r/packages/ui/src/index.ts',
      // The login page draws no antd (ADR 0029): its CSS-in-JS and contexts load with antd-core.
      '/r/node_modules/@ant-design/cssinjs/es/index.js',
      '/r/node_modules/antd/es/config-provider/context.js',
      '/r/node_modules/@ant-design/icons/es/components/Context.js',
      '/r/node_modules/@babel/runtime/helpers/esm/slicedToArray.js',
    ];
    expect(inStart.filter((file) => !start.test(file))).toEqual([]);
    expect(notInStart.filter((file) => start.test(file))).toEqual([]);
  });

  it("puts antd's CSS-in-JS and shared contexts in antd-core, loaded with the first antd component", () => {
    const antdCore = groupsOf(true, 'shell').antdCore!.test;
    const inAntdCore = [
      '/r/node_modules/.pnpm/@ant-design+cssinjs@1/node_modules/@ant-design/cssinjs/es/index.js',
      '/r/node_modules/@emotion/hash/dist/hash.browser.esm.js',
      '/r/node_modules/stylis/dist/stylis.mjs',
      '/r/node_modules/antd/es/config-provider/context.js',
      '/r/node_modules/antd/es/config-provider/UnstableContext.js',
      '/r/node_modules/antd/es/locale/context.js',
      '/r/node_modules/antd/es/version/index.js',
      '/r/node_modules/@ant-design/icons/es/components/AntdIcon.js',
    ];
    expect(inAntdCore.filter((file) => !antdCore.test(file))).toEqual([]);
    expect(antdCore.test('/r/node_modules/antd/es/locale/en_US.js')).toBe(false);
  });

  it("groups the logged-in layouts' antd parts and the routed core after login, never what the login page reads", () => {
    const groups = groupsOf(true, 'shell');
    const layoutParts = groups.layoutParts!.test;
    const routedCore = groups.routedCore!.test;
    expect(
      [
        '/r/node_modules/antd/es/button/index.js',
        '/r/node_modules/antd/es/modal/confirm.js',
        '/r/node_modules/.pnpm/rc-dialog@9/node_modules/rc-dialog/es/Dialog/index.js',
        '/r/node_modules/@rc-component/trigger/es/index.js',
        'C:\\r\\node_modules\\antd\\es\\layout\\index.js',
      ].filter((file) => !layoutParts.test(file)),
    ).toEqual([]);
    expect(
      [
        '/r/node_modules/react-router/dist/production/index.mjs',
        '/r/node_modules/@tanstack/query-core/build/modern/index.js',
        '/r/node_modules/@microsoft/signalr/dist/esm/index.js',
        '/r/packages/api-client/src/query/index.ts',
      ].filter((file) => !routedCore.test(file)),
    ).toEqual([]);
    // The login dialogs load the kit, not the router nor the data layer.
    expect(routedCore.test('/r/packages/ui/src/index.ts')).toBe(false);
    // The login page's texts and tokens stay out of both (ADR 0029).
    const loginPage = [
      '/r/node_modules/antd/es/locale/en_US.js',
      '/r/node_modules/dayjs/dayjs.min.js',
      '/r/node_modules/antd/es/button-like/index.js',
      '/r/packages/ui/src/theme/staticTokens.ts',
      '/r/packages/api-client/src/session/sessionStore.ts',
    ];
    expect(loginPage.filter((file) => layoutParts.test(file) || routedCore.test(file))).toEqual([]);
  });

  it("is the shell's alone: a remote loads the shell's copies, so it groups nothing", () => {
    expect(groupsOf(false, 'agentDesk').startCore).toBeUndefined();
    expect(groupsOf(false, 'agentDesk').layoutParts).toBeUndefined();
  });
});
