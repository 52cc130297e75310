// An asset import in tests: its address.
module.exports = 'test-file-stub';
