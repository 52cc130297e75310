// The loaders of every app's webpack build.
const path = require('node:path');
const { swcLoaderOptions } = require('./swcOptions.cjs');

/** pro-components' ES build (`@ant-design/pro-table/es/...`), whose antd imports are rewritten. */
const PRO_COMPONENTS_ES = /[\\/]@ant-design[\\/]pro-[\w-]+[\\/]es[\\/]/;
const ANTD_ROOT_IMPORTS_LOADER = path.join(__dirname, 'antdRootImports.cjs');

/**
 * The loaders of every app: TypeScript and JavaScript through swc, pro-components' antd root imports
 * rewritten per folder (ADR 0019), CSS, and files as assets.
 * @param {{ production: boolean, antdDir: string | null | undefined }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ production, antdDir }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: swcLoaderOptions({ development: !production }),
      },
    },
    // pro-components imports antd's root: one folder per component instead (ADR 0019).
    ...(antdDir
      ? [
          {
            test: /\.js$/,
            include: PRO_COMPONENTS_ES,
            use: { loader: ANTD_ROOT_IMPORTS_LOADER, options: { antdDir } },
          },
        ]
      : []),
    {
      test: /\.css$/,
      use: [require.resolve('style-loader'), require.resolve('css-loader')],
    },
    {
      test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?|ttf|eot|mp3|ogg)$/i,
      type: 'asset/resource',
    },
  ];
}

module.exports = { moduleRules };
