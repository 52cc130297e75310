import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticServer } from '../index.cjs';
import { shellConfig } from './shellConfig.fixture';

const SHELL = 'http://localhost:3000';

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

  it('sends the brotli or gzip copy of the build as it is when the browser takes it (ADR 0029)', async () => {
    const source = 'console.log(2);'.repeat(200);
    fs.writeFileSync(path.join(dir, 'app.89abcdef.js'), source);
    fs.writeFileSync(path.join(dir, 'app.89abcdef.js.br'), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(dir, 'app.89abcdef.js.gz'), zlib.gzipSync(source));
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const response = await fetch(`${base}/app.89abcdef.js`, {
        headers: { 'Accept-Encoding': accepted ?? '' },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toContain('text/javascript');
      expect(await response.text()).toBe(source);
    }
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
