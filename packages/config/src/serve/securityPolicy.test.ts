import { contentSecurityPolicy } from '../index.cjs';
import { shellConfig } from './shellConfig.fixture';

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

  it("frames the report viewer's pages: the Metabase site when named, else the API's origin", () => {
    expect(directives(contentSecurityPolicy(shellConfig))['frame-src']).toEqual([
      "'self'",
      'http://localhost:4000',
    ]);
    const metabase = { ...shellConfig, metabaseSiteUrl: 'https://metabase.example.com/' };
    expect(directives(contentSecurityPolicy(metabase))['frame-src']).toEqual([
      "'self'",
      'https://metabase.example.com',
    ]);
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
