import vm from 'node:vm';
import { useSimulatorHarness } from './simulator-test-support';

const sim = useSimulatorHarness();

describe('simulator page', () => {
  it('is served self-contained with a strict CSP whose nonce matches its script and style', async () => {
    const res = await fetch(`${sim.base}/simulator`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(
      /<script[^>]+src=|<link[^>]+href=|innerHTML|outerHTML|insertAdjacentHTML|document\.write/,
    );
    expect(html).not.toMatch(/\sstyle="/);
    for (const lang of ['en:', 'pt:', 'es:']) expect(html).toContain(lang);

    // The inline script is valid JavaScript.
    const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(() => new vm.Script(script)).not.toThrow();

    const again = await fetch(`${sim.base}/simulator`);
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('lists numbers and loads a history', async () => {
    expect(await (await fetch(`${sim.base}/simulator/numbers`)).json()).toHaveLength(2);
    const history = await fetch(
      `${sim.base}/simulator/history?phoneNumberId=pn-1&phone=%2B55%2011%2098888-7777`,
    );
    expect(await history.json()).toEqual([
      { direction: 'in', text: 'hello from 5511988887777 to pn-1', at: '2024-01-01T10:00:00.000Z' },
      { direction: 'out', text: 'hi!', at: '2024-01-01T10:01:00.000Z' },
    ]);
    const bad = await fetch(`${sim.base}/simulator/history?phoneNumberId=pn-1&phone=12`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'phone' });
  });
});
