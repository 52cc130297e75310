import Fastify from 'fastify';
import { registerAccessControl } from './control';
import { authenticated, publicRoute } from './declare';
import type { AppContext } from '../context';

/** The declaration check alone: it runs as routes are registered, before anything listens. */
function appWithAccessControl() {
  const app = Fastify();
  app.decorate('authenticate', async () => undefined);
  registerAccessControl(app, {} as AppContext);
  return app;
}

describe('registerAccessControl', () => {
  it('refuses a route that declares no access', () => {
    const app = appWithAccessControl();
    expect(() => app.get('/api/Forgotten', { schema: {} }, async () => [])).toThrow(
      /GET \/api\/Forgotten declares no access/,
    );
  });

  it('refuses a route inside a plugin that declares no access', async () => {
    const app = appWithAccessControl();
    await expect(
      app.register(async (scope) => {
        scope.post('/api/Nested', async () => ({}));
      }),
    ).rejects.toThrow(/POST \/api\/Nested declares no access/);
  });

  it('refuses a customer field the schema does not require', () => {
    const app = appWithAccessControl();
    expect(() =>
      app.get(
        '/api/Loose',
        {
          config: authenticated({ customer: { in: 'query', field: 'Customer_Id' }, level: null }),
          schema: {
            querystring: { type: 'object', properties: { Customer_Id: { type: 'integer' } } },
          },
        },
        async () => [],
      ),
    ).toThrow(/does not require/);
  });

  it('refuses an authenticated route without a schema, and a public one without a reason', () => {
    const app = appWithAccessControl();
    expect(() =>
      app.get(
        '/api/NoSchema',
        { config: authenticated({ customer: null, level: null }) },
        async () => 1,
      ),
    ).toThrow(/has no schema/);
    expect(() => app.get('/open', { config: publicRoute(' ') }, async () => 1)).toThrow(
      /must say why/,
    );
  });

  it('records declared routes in the route table, once per GET', async () => {
    const app = appWithAccessControl();
    app.get('/ok', { config: publicRoute('a test route that needs nothing') }, async () => 1);
    await app.ready();
    expect(app.routeTable.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /ok']);
  });
});
