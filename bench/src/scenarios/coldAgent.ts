import { coldLoad, type ColdLoad } from '../measure/coldLoad';
import { medianFigures, medianTotal } from '../measure/coldLoadMedians';
import { storedSessionOf, withStoredSession } from '../measure/storedSession';
import { DESK } from '../measure/agentDesk';
import { roundMs } from '../measure/frames';
import { kB } from '../measure/jsCollector';
import { buildPlainPage } from '../measure/plainPage';
import { clientWrites } from '../measure/seed';
import { quantile } from '../measure/table';
import type { Scenario } from './types';
import { explainNote } from '../measure/explain';
import { JOIN_READY, joinToFocus, reportLogin } from './coldLogin';
import { logWaterfall } from '../measure/waterfall';

/** Cold loads per side; the median is reported (the machine is noisy). */
const RUNS = 3;

const median = (values: number[]) => quantile(values, 0.5);
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/**
 * Issue 10 "a lighter first page": a cold load (empty cache, a logged-in agent1 session already in
 * localStorage) of the agent screen, the shell's `/` with the agent desk federated into it, to the first
 * waiting row on screen; beside it the same for a plain page of the same libraries that the bench builds
 * itself without federation (bench/fixtures/plain-page). Three loads each, alternating, medians reported.
 * Timings are printed, never asserted; the federated page's gzip JavaScript has a size budget. Each
 * run also loads the login page cold (`/home`, no session) to a working Join button, reported against
 * the plain page's first paint (`reportLogin`, issue 22).
 */
export const coldAgentScenario: Scenario = {
  id: 'cold-agent',
  title: `Cold load of the agent screen with a stored session to the first waiting row, federated vs a plain page (${RUNS} each)`,
  async run(ctx) {
    const { stack } = ctx;
    const desk = stack.remotes.find((r) => r.name === 'agentDesk');
    if (!desk) {
      ctx.log('skipped: the agent desk is not built.');
      return;
    }

    // The plain page: built once per hash of its sources and library versions, served on its origin.
    const build = await buildPlainPage(ctx.log);
    ctx.log(
      build.cached
        ? `plain page: reusing ${build.dir}`
        : `plain page built in ${(build.buildMs / 1000).toFixed(1)} s: ${build.dir}`,
    );
    await stack.servePlainPage(build.dir);

    // One waiting client (Acme Telecom's Support, agent1's group), and agent1's session from the API.
    const phone = `5561${Date.now().toString().slice(-9)}`;
    await clientWrites(stack.apiUrl, { from: phone, name: 'Cold load client', text: 'Hello' });
    const session = await storedSessionOf(stack.apiUrl, 'agent1');

    stack.configureRemotes(['agentDesk']);
    const federated: ColdLoad[] = [];
    const plain: ColdLoad[] = [];
    const logins: ColdLoad[] = [];
    try {
      for (let i = 0; i < RUNS; i += 1) {
        federated.push(
          await coldLoad(
            ctx,
            `${stack.shellOrigin}/`,
            DESK.waitingRow,
            withStoredSession(stack.shellOrigin, session),
            { profileName: `cold-federated-${i + 1}` },
          ),
        );
        plain.push(
          await coldLoad(
            ctx,
            `${stack.plainPageOrigin}/`,
            DESK.waitingRow,
            withStoredSession(stack.plainPageOrigin, session),
            { profileName: `cold-plain-${i + 1}` },
          ),
        );
        logins.push(
          await coldLoad(
            ctx,
            `${stack.shellOrigin}/home`,
            JOIN_READY,
            {},
            {
              interaction: joinToFocus,
            },
          ),
        );
        ctx.log(
          `run ${i + 1}: federated ${roundMs(federated[i]!.firstRowMs)} ms, plain ${roundMs(plain[i]!.firstRowMs)} ms, login page Join ready ${roundMs(logins[i]!.firstRowMs)} ms, Join to focus ${roundMs(logins[i]!.interactionMs)} ms`,
        );
      }
    } finally {
      stack.configureRemotes();
    }

    // BENCH_LIST_SCRIPTS=1: the first federated load's scripts, in the order they arrived.
    if (process.env.BENCH_LIST_SCRIPTS) ctx.log(federated[0]?.scripts.join('\n') ?? '');
    // BENCH_WATERFALL=1: each federated load's requests until the first row and its long tasks.
    if (process.env.BENCH_WATERFALL) for (const load of federated) logWaterfall(ctx, load);
    const apiOrigin = new URL(stack.apiUrl).origin;
    const sides = [
      {
        key: 'federated',
        label: 'federated (shell + agent desk)',
        loads: federated,
        origins: [
          { key: 'shell', label: 'shell', origin: stack.shellOrigin },
          { key: 'agentDesk', label: 'agent desk', origin: desk.origin },
          { key: 'api', label: 'API', origin: apiOrigin },
        ],
      },
      {
        key: 'plain',
        label: 'plain page (one build)',
        loads: plain,
        origins: [
          { key: 'page', label: 'plain page', origin: stack.plainPageOrigin },
          { key: 'api', label: 'API', origin: apiOrigin },
        ],
      },
    ] as const;

    const summary = sides.map((side) => {
      const total = medianTotal(side.loads);
      const firstRowMs = median(side.loads.map((l) => l.firstRowMs));
      ctx.metric(`coldAgent.${side.key}.firstRowMs`, roundMs(firstRowMs));
      ctx.metric(`coldAgent.${side.key}.requests`, total.requests);
      ctx.metric(`coldAgent.${side.key}.jsFiles`, total.jsFiles);
      ctx.metric(`coldAgent.${side.key}.rawKB`, kB(total.rawBytes));
      ctx.metric(`coldAgent.${side.key}.gzipKB`, kB(total.gzipBytes));
      const perOrigin = side.origins.map((o) => {
        const figures = medianFigures(side.loads, o.origin);
        ctx.metric(`coldAgent.${side.key}.${o.key}.requests`, figures.requests);
        ctx.metric(`coldAgent.${side.key}.${o.key}.gzipKB`, kB(figures.gzipBytes));
        return { ...o, figures };
      });
      const known = new Set<string>(side.origins.map((o) => o.origin));
      const others = side.loads.flatMap((l) => [...l.byOrigin.keys()].filter((o) => !known.has(o)));
      return { ...side, total, firstRowMs, perOrigin, others: [...new Set(others)] };
    });
    const [fed, pla] = summary as [(typeof summary)[0], (typeof summary)[1]];
    const ratios = {
      firstRow: ratio(fed.firstRowMs, pla.firstRowMs),
      requests: ratio(fed.total.requests, pla.total.requests),
      jsFiles: ratio(fed.total.jsFiles, pla.total.jsFiles),
      raw: ratio(fed.total.rawBytes, pla.total.rawBytes),
      gzip: ratio(fed.total.gzipBytes, pla.total.gzipBytes),
    };
    ctx.metric('coldAgent.ratio.firstRow', ratios.firstRow);
    ctx.metric('coldAgent.ratio.requests', ratios.requests);
    ctx.metric('coldAgent.ratio.gzip', ratios.gzip);

    const times = (loads: ColdLoad[]) => loads.map((l) => roundMs(l.firstRowMs)).join(', ');
    const webSockets = (loads: ColdLoad[]) =>
      `${loads.filter((l) => l.webSockets > 0).length}/${loads.length}`;
    ctx.table({
      title: `Cold load of the agent screen, stored session, to the first waiting row (median of ${RUNS})`,
      columns: ['page', 'first row ms', 'requests', 'JS files', 'JS raw kB', 'JS gzip kB'],
      rows: [
        ...summary.map((s) => [
          s.label,
          roundMs(s.firstRowMs),
          s.total.requests,
          s.total.jsFiles,
          kB(s.total.rawBytes),
          kB(s.total.gzipBytes),
        ]),
        [
          'ratio federated / plain',
          ratios.firstRow,
          ratios.requests,
          ratios.jsFiles,
          ratios.raw,
          ratios.gzip,
        ],
      ],
      notes: [
        `First row: navigation start (performance.timeOrigin) to the first animation frame with a ${DESK.waitingRow} in the DOM with a size. Runs (ms): federated ${times(fed.loads)}; plain ${times(pla.loads)}.`,
        'Fresh context each load (empty cache), agent1 logged in through the API and its session already in localStorage (atende.session, remember me); loads alternate federated / plain.',
        `Requests: started until the first row, every origin, as the page's Resource Timing lists them (the document, scripts, fetches; not CORS preflights nor WebSockets; the hub's WebSocket was opened before the first row in ${webSockets(fed.loads)} federated and ${webSockets(pla.loads)} plain loads). JS: scripts fully received by then, gzip level 9 file by file.`,
        `Plain page: bench/fixtures/plain-page, one webpack production build (swc, the apps' minifier) of React, antd, react-router, i18next, @microsoft/signalr as the shell has them; ${build.cached ? 'build reused' : `built in ${(build.buildMs / 1000).toFixed(1)} s`}.`,
        ...summary.flatMap((s) =>
          s.others.length > 0 ? [`${s.label}: also requests to ${s.others.join(', ')}.`] : [],
        ),
        ...summary.flatMap((s) => {
          const errors = [...new Set(s.loads.flatMap((l) => l.errors))];
          return errors.length > 0 ? [`${s.label}: console errors: ${errors.join(' | ')}`] : [];
        }),
      ],
    });
    reportLogin(ctx, logins, pla.loads);
    ctx.table({
      title: `Cold load of the agent screen: per origin, until the first waiting row (median of ${RUNS})`,
      columns: [
        'page',
        'origin',
        'requests',
        'JS files',
        'JS raw kB',
        'JS gzip kB',
        'first request ms',
        'last response ms',
      ],
      rows: summary.flatMap((s) =>
        s.perOrigin.map((o) => [
          s.key,
          o.label,
          o.figures.requests,
          o.figures.jsFiles,
          kB(o.figures.rawBytes),
          kB(o.figures.gzipBytes),
          roundMs(o.figures.firstStartMs),
          roundMs(o.figures.lastEndMs),
        ]),
      ),
      notes: [
        'First request / last response: after navigation start, of the requests started before the first row (the waterfall: shell, then the remote, then the API).',
        'Each figure is the median of its own over the runs, so the origins need not add up to the totals above.',
        explainNote(
          'The federated first run until the first row',
          fed.loads[0]?.scripts ?? [],
          stack.distDirs,
        ),
      ],
    });
  },
};
