import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../index.cjs';

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
  server = await startStaticServer({ dir, port: 0, cors: true, configFile: deployConfig });
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

  it('caches content-hashed files for a year, gzips them and sends CORS when asked', async () => {
    const response = await fetch(`${base}/main.0123abcd.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('console.log(1);');
  });

  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect([400, 404]).toContain(response.status);
  });

  it('refuses writes', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(405);
  });
});
