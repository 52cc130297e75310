// Writes each package's jest totals to .test-results/jest.json so `pnpm test` can print one
// closing line for the whole workspace (turbo restores the file when a run is cached).
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }
  onRunComplete(_contexts, results) {
    const dir = path.join(this.rootDir, '.test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'jest.json'),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}
module.exports = SummaryReporter;
