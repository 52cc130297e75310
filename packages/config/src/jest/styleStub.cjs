// A style import in tests: no styles.
module.exports = {};
