// testing-library's waits (findBy…, waitFor) give up after 1 s by default. On CI every package's tests
// run at once on 2 cores, and a part that loads on first use (ADR 0016: lazy dialogs, Result, the side
// menu) can take longer than that to appear: the first require of a lazy dialog's antd form engine
// took 2.7 s on an idle machine and over 5 s in CI. 15 s still fails a test whose element never
// shows, well inside jest's 30 s test timeout.
let dom = null;
try {
  dom = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
} catch {
  // A package without testing-library (plain logic tests) has nothing to configure.
}
if (dom) dom.configure({ asyncUtilTimeout: 15000 });
