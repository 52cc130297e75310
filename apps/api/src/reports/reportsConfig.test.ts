import { loadConfig, MIN_TOKEN_SECRET_BYTES } from '../config';

const SECRET = 'c0ffee'.repeat(10) + 'c0ff';
const prod = {
  TOKEN_SECRET: 'p'.repeat(MIN_TOKEN_SECRET_BYTES),
  CORS_ORIGINS: 'https://atende.example.com',
  WHATSAPP_APP_SECRET: 'app-secret',
};

describe('the report settings (docs/adr/0026)', () => {
  it('production refuses to start without the embedding secret, or with a malformed one', () => {
    expect(() => loadConfig(prod)).toThrow(/EMBEDDING_SECRET_KEY is required/);
    for (const bad of ['abc', `${SECRET}0`, 'g'.repeat(64)]) {
      expect(() => loadConfig({ ...prod, EMBEDDING_SECRET_KEY: bad })).toThrow(
        /EMBEDDING_SECRET_KEY must be exactly 64 hexadecimal characters/,
      );
    }
    const config = loadConfig({ ...prod, EMBEDDING_SECRET_KEY: SECRET });
    expect(config.embeddingSecretKey).toBe(SECRET);
    expect(config.embeddingSecretGenerated).toBe(false);
  });

  it('development makes a random secret per process when none is given, never a malformed one', () => {
    const a = loadConfig({ ATENDE_MODE: 'development' });
    const b = loadConfig({ ATENDE_MODE: 'development' });
    expect(a.embeddingSecretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(a.embeddingSecretGenerated).toBe(true);
    expect(a.embeddingSecretKey).not.toBe(b.embeddingSecretKey);
    expect(() => loadConfig({ ATENDE_MODE: 'development', EMBEDDING_SECRET_KEY: 'short' })).toThrow(
      /64 hexadecimal/,
    );
  });

  it('reads METABASE_SITE_URL as an absolute http(s) address', () => {
    const dev = { ATENDE_MODE: 'development' };
    expect(loadConfig(dev).metabaseSiteUrl).toBeUndefined();
    expect(
      loadConfig({ ...dev, METABASE_SITE_URL: 'https://metabase.example.com/' }).metabaseSiteUrl,
    ).toBe('https://metabase.example.com');
    for (const bad of ['metabase.example.com', 'ftp://m.example', 'javascript:alert(1)']) {
      expect(() => loadConfig({ ...dev, METABASE_SITE_URL: bad })).toThrow(/METABASE_SITE_URL/);
    }
  });

  it('reads DEFAULT_TIME_ZONE as an IANA time zone, UTC by default', () => {
    const dev = { ATENDE_MODE: 'development' };
    expect(loadConfig(dev).defaultTimeZone).toBe('UTC');
    expect(loadConfig({ ...dev, DEFAULT_TIME_ZONE: 'America/Sao_Paulo' }).defaultTimeZone).toBe(
      'America/Sao_Paulo',
    );
    expect(() => loadConfig({ ...dev, DEFAULT_TIME_ZONE: 'Mars/Base' })).toThrow(
      /DEFAULT_TIME_ZONE/,
    );
  });
});
