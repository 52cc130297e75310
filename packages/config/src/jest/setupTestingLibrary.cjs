// testing-library's waits (findBy…, waitFor) give up after 1 s by default. On CI every package's tests
// run at once on 2 cores, and a part that loads on first use (ADR 0016: lazy dialogs, Result, the side
// menu) can take longer than that to appear; 5 s still fails a test whose element never shows.
let dom = null;
try {
  dom = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
} catch {
  // A package without testing-library (plain logic tests) has nothing to configure.
}
if (dom) dom.configure({ asyncUtilTimeout: 5000 });
