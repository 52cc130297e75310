const { reactJestPreset } = require('@atende/config');

module.exports = reactJestPreset(require('../../jest.preset.cjs'));
