// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS config file
module.exports = { ...require('../../jest.preset.cjs') };
