import { describeIncompatibilities, incompatibilities } from './compatibility';

const provided = { '@atende/api-client': '1.2.0', react: '19.3.1' };

describe('incompatibilities (ADR 0014)', () => {
  it('accepts ranges the provided versions satisfy', () => {
    expect(
      incompatibilities(
        [
          { name: '@atende/api-client', singleton: true, requiredVersion: '^1.0.0' },
          { name: 'react', singleton: true, requiredVersion: '^19.2.0' },
        ],
        provided,
      ),
    ).toEqual([]);
  });

  it('names a singleton the shell provides in a version below the range', () => {
    const found = incompatibilities(
      [{ name: '@atende/api-client', singleton: true, requiredVersion: '^1.3.0' }],
      provided,
    );
    expect(found).toEqual([{ name: '@atende/api-client', required: '^1.3.0', provided: '1.2.0' }]);
    expect(describeIncompatibilities(found)).toBe(
      '@atende/api-client ^1.3.0 (the shell provides 1.2.0)',
    );
  });

  it('a major ahead is incompatible too; libraries the shell does not provide are not its business', () => {
    expect(
      incompatibilities(
        [
          { name: 'react', singleton: true, requiredVersion: '^20.0.0' },
          { name: '@tanstack/react-virtual', singleton: true, requiredVersion: '^9.0.0' },
          { name: '@atende/api-client', singleton: false, requiredVersion: '^9.0.0' },
        ],
        provided,
      ).map((i) => i.name),
    ).toEqual(['react']);
  });
});
