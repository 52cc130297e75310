// Public entry of @atende/config (re-exports only).
module.exports = {
  ...require('./webpack/createAppWebpackConfig.cjs'),
  ...require('./webpack/sharedDependencies.cjs'),
  ...require('./webpack/swcOptions.cjs'),
  ...require('./webpack/publicFolderPlugin.cjs'),
  ...require('./jest/reactJestPreset.cjs'),
  ...require('./serve/staticServer.cjs'),
};
