import { startsOnHome } from './startPage';

describe('startsOnHome (the first page without the router, ADR 0016)', () => {
  it('starts on home for /home, logged in or not (?reset is read there)', () => {
    expect(startsOnHome('/home', false)).toBe(true);
    expect(startsOnHome('/home', true)).toBe(true);
  });

  it('starts on home at the root without a session, where the guard would send the visitor', () => {
    expect(startsOnHome('/', false)).toBe(true);
  });

  it('starts the router for a logged-in visit and for every other path', () => {
    expect(startsOnHome('/', true)).toBe(false);
    expect(startsOnHome('/painel/cliente', false)).toBe(false);
    expect(startsOnHome('/error404', false)).toBe(false);
    expect(startsOnHome('/nowhere', false)).toBe(false);
  });
});
