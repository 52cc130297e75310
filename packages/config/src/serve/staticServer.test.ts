import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, startStaticServer } from '../index.cjs';

const SHELL = 'http://localhost:3000';
/** A shell's deploy-time config.json: the API on 4000, the agent desk remote on 3001. */
const shellConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  integrationBaseUrl: 'http://localhost:4000/integration',
  fileServiceUrl: 'https://files.example.com/files',
  hubUrl: 'https://hub.example.com/hubs/attendance',
  remotes: {
    agentDesk: 'http://localhost:3001/mf-manifest.json',
    reports: 'https://reports.example.com/v2/mf-manifest.json',
  },
};

let dir: string;
let server: Server;
let base: string;
let deployConfig: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-serve-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1);'.repeat(200));
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ from: 'dist' }));
  deployConfig = path.join(dir, '..', `${path.basename(dir)}-deploy.json`);
  fs.writeFileSync(deployConfig, JSON.stringify({ from: 'deploy' }));
  server = await startStaticServer({
    dir,
    port: 0,
    corsOrigins: [SHELL, 'http://127.0.0.1:3000/'],
    configFile: deployConfig,
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(deployConfig, { force: true });
});

describe('startStaticServer', () => {
  it('serves config.json from the deploy-time file, uncached, re-read on every request', async () => {
    let response = await fetch(`${base}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ from: 'deploy' });
    fs.writeFileSync(deployConfig, JSON.stringify({ from: 'edited' }));
    response = await fetch(`${base}/config.json`);
    expect(await response.json()).toEqual({ from: 'edited' });
  });

  it('falls back to index.html for page paths and answers 404 for missing assets', async () => {
    const page = await fetch(`${base}/painel/cliente`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('id="root"');
    expect((await fetch(`${base}/missing.3c4d5e6f.js`)).status).toBe(404);
  });

  it('caches content-hashed files for a year and gzips them', async () => {
    const response = await fetch(`${base}/main.0123abcd.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toContain('console.log(1);');
  });

  it('allows only the listed origins cross-origin, never *', async () => {
    for (const origin of [SHELL, 'http://127.0.0.1:3000']) {
      const response = await fetch(`${base}/main.0123abcd.js`, { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toContain('Origin');
    }
    const other = await fetch(`${base}/main.0123abcd.js`, {
      headers: { Origin: 'https://evil.example.com' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const noOrigin = await fetch(`${base}/main.0123abcd.js`);
    expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = (origin: string) =>
      fetch(`${base}/mf-manifest.json`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
    const allowed = await preflight(SHELL);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHELL);
    const refused = await preflight('https://evil.example.com');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('refuses * and what is not an origin as an allowed origin', async () => {
    await expect(startStaticServer({ dir, port: 0, corsOrigins: ['*'] })).rejects.toThrow(/\*/);
    await expect(
      startStaticServer({ dir, port: 0, corsOrigins: ['localhost:3000'] }),
    ).rejects.toThrow(/not an origin/);
  });

  it('sends the security headers on pages, files and errors', async () => {
    for (const pathname of ['/', '/painel/cliente', '/main.0123abcd.js', '/missing.3c4d5e6f.js']) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('builds the page CSP from the served config.json, re-read when it changes', async () => {
    fs.writeFileSync(deployConfig, JSON.stringify(shellConfig));
    let csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:3001 https://reports.example.com;");
    expect(csp).toContain('connect-src');
    expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:4000/);
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/hub\.example\.com/);
    fs.writeFileSync(
      deployConfig,
      JSON.stringify({
        ...shellConfig,
        remotes: { agentDesk: 'https://desk.example.com/mf.json' },
      }),
    );
    csp = (await fetch(`${base}/painel`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://desk.example.com;");
    expect(csp).not.toContain('localhost:3001');
  });
  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect([400, 404]).toContain(response.status);
  });

  it('refuses writes', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(405);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split('; ').map((d) => {
        const [name, ...sources] = d.split(' ');
        return [name, sources];
      }),
    ) as Record<string, string[]>;

  it('allows scripts only from this origin and the remotes config.json names', () => {
    const csp = directives(contentSecurityPolicy(shellConfig));
    expect(csp['script-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'https://reports.example.com',
    ]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    // A remote's worker starts from a blob of the page's origin (flow designer's auto-layout).
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it("lets antd's cssinjs inject <style> elements", () => {
    expect(directives(contentSecurityPolicy(shellConfig))['style-src']).toContain(
      "'unsafe-inline'",
    );
  });

  it('connects to the API, integration, file service, hub (also over WebSocket) and the remotes', () => {
    const connect = directives(contentSecurityPolicy(shellConfig))['connect-src'] ?? [];
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://localhost:4000',
        'https://files.example.com',
        'https://hub.example.com',
        'wss://hub.example.com',
        'http://localhost:3001',
        'https://reports.example.com',
      ]),
    );
    expect(new Set(connect).size).toBe(connect.length);
    const ws = directives(contentSecurityPolicy({ hubUrl: 'http://localhost:4000/hubs/x' }));
    expect(ws['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
  });

  it('shows images and media from the file service, data: and blob:', () => {
    const csp = directives(contentSecurityPolicy(shellConfig));
    for (const name of ['img-src', 'media-src']) {
      expect(csp[name]).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://files.example.com']),
      );
    }
  });

  it('is this origin only without a config.json, and ignores what is not an address', () => {
    const csp = directives(contentSecurityPolicy(null));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    const odd = directives(
      contentSecurityPolicy({ remotes: { a: 'javascript:alert(1)', b: '/local/mf.json' }, x: 3 }),
    );
    expect(odd['script-src']).toEqual(["'self'"]);
  });
});
