// antd's locales are imported from its ES build (src/antdLocale.ts); jest runs its CommonJS build.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { ...(preset.moduleNameMapper ?? {}), '^antd/es/(.*)$': 'antd/lib/$1' },
};
