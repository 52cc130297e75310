// Jest settings for React apps: the workspace preset plus jsdom, the browser APIs antd expects, and
// stubs for style and asset imports.

/**
 * Extends a base jest config (the workspace's `jest.preset.cjs`) for React component tests.
 * @param {import('jest').Config} base
 * @returns {import('jest').Config}
 */
function reactJestPreset(base) {
  return {
    ...base,
    testEnvironment: require.resolve('./jsdomEnvironment.cjs'),
    setupFiles: [...(base.setupFiles ?? []), require.resolve('./setupDom.cjs')],
    setupFilesAfterEnv: [
      ...(base.setupFilesAfterEnv ?? []),
      require.resolve('./setupTestingLibrary.cjs'),
    ],
    moduleNameMapper: {
      ...(base.moduleNameMapper ?? {}),
      // Apps import antd by component folder (ADR 0015); jest runs antd's CommonJS build of it.
      '^antd/es/(.*)$': 'antd/lib/$1',
      '\\.(css|less)$': require.resolve('./styleStub.cjs'),
      '\\.(png|jpe?g|gif|svg|webp|ico|woff2?|ttf|eot|mp3|ogg)$': require.resolve('./fileStub.cjs'),
    },
  };
}

module.exports = { reactJestPreset };
