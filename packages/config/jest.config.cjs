const preset = require('../../jest.preset.cjs');

// The build preset's stand-ins are ES modules (`.mjs`): swc compiles them for the tests too.
module.exports = {
  ...preset,
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': Object.values(preset.transform)[0] },
};
