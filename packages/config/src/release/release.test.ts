import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseRemote } from './release.cjs';

// A tiny repository with one "remote" whose build is a fake command writing a manifest into {out}:
// the folder, immutability and printing logic, without a webpack build.
const FAKE_BUILD =
  "node -e \"const fs=require('fs'),p=require('path'),o=process.env.ATENDE_RELEASE_OUT;" +
  "fs.writeFileSync(p.join(o,'mf-manifest.json'),JSON.stringify({name:'fakeRemote'," +
  "metaData:{buildInfo:{buildVersion:'2.3.4'}}}));fs.writeFileSync(p.join(o,'remoteEntry.js'),'')\"";

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    ['-c', 'user.email=ci@example.invalid', '-c', 'user.name=ci', ...args],
    { cwd, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

let repo: string;
let appDir: string;
let releasesDir: string;
const log = () => {};

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-release-'));
  appDir = path.join(repo, 'apps', 'fake-remote');
  fs.mkdirSync(appDir, { recursive: true });
  fs.mkdirSync(path.join(repo, 'packages'));
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: '@atende/fake-remote', version: '2.3.4' }),
  );
  fs.writeFileSync(path.join(repo, '.gitignore'), 'releases/\n');
  git(repo, 'init', '-q');
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'fixture');
  releasesDir = path.join(repo, 'releases');
});

afterEach(() => {
  fs.rmSync(repo, { recursive: true, force: true });
});

describe('releaseRemote', () => {
  it('builds into releases/<app>/<version>-<sha>/ and gives the config.json line', () => {
    const sha = git(repo, 'rev-parse', '--short=10', 'HEAD');
    const release = releaseRemote({
      appDir,
      buildCommand: FAKE_BUILD,
      baseUrl: 'https://static.example/releases/',
      log,
    });
    expect(release.id).toBe(`2.3.4-${sha}`);
    expect(release.folder).toBe(path.join(releasesDir, 'fake-remote', `2.3.4-${sha}`));
    expect(fs.existsSync(path.join(release.folder, 'mf-manifest.json'))).toBe(true);
    expect(
      JSON.parse(fs.readFileSync(path.join(release.folder, 'release.json'), 'utf8')),
    ).toMatchObject({
      package: '@atende/fake-remote',
      federationName: 'fakeRemote',
      version: '2.3.4',
      commit: sha,
      dirty: false,
    });
    expect(release.configLine).toBe(
      `"fakeRemote": "https://static.example/releases/fake-remote/2.3.4-${sha}/mf-manifest.json"`,
    );
    // Only the release folder itself: no staging folder is left behind.
    expect(fs.readdirSync(path.join(releasesDir, 'fake-remote'))).toEqual([release.id]);
  });

  it('never overwrites a release: the same commit again is refused and the first stays', () => {
    const first = releaseRemote({ appDir, buildCommand: FAKE_BUILD, log });
    fs.writeFileSync(path.join(first.folder, 'marker'), 'first');
    expect(() => releaseRemote({ appDir, buildCommand: FAKE_BUILD, log })).toThrow(
      /already exists; a release is never overwritten/,
    );
    expect(fs.readFileSync(path.join(first.folder, 'marker'), 'utf8')).toBe('first');
  });

  it('a new commit is a new folder beside the previous one (the rollback target)', () => {
    const first = releaseRemote({ appDir, buildCommand: FAKE_BUILD, log });
    fs.writeFileSync(path.join(appDir, 'change.txt'), 'x');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'change');
    const second = releaseRemote({ appDir, buildCommand: FAKE_BUILD, log });
    expect(second.id).not.toBe(first.id);
    expect(fs.readdirSync(path.join(releasesDir, 'fake-remote')).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('marks a release built from uncommitted changes -dirty', () => {
    fs.writeFileSync(path.join(appDir, 'wip.txt'), 'x');
    const release = releaseRemote({ appDir, buildCommand: FAKE_BUILD, log });
    expect(release.id).toMatch(/^2\.3\.4-[0-9a-f]{10}-dirty$/);
  });

  it('leaves nothing behind when the build fails or is not a remote', () => {
    expect(() => releaseRemote({ appDir, buildCommand: 'exit 3', log })).toThrow(/build failed/);
    expect(() => releaseRemote({ appDir, buildCommand: 'true', log })).toThrow(
      /no mf-manifest.json/,
    );
    expect(fs.readdirSync(path.join(releasesDir, 'fake-remote'))).toEqual([]);
  });

  it('atende-release prints exactly the config.json line on stdout', () => {
    const cli = path.join(__dirname, 'cli.cjs');
    const result = spawnSync(
      process.execPath,
      [cli, '--build-command', FAKE_BUILD, '--base', 'http://localhost:3100'],
      { cwd: appDir, encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    const sha = git(repo, 'rev-parse', '--short=10', 'HEAD');
    expect(result.stdout).toBe(
      `"fakeRemote": "http://localhost:3100/fake-remote/2.3.4-${sha}/mf-manifest.json"\n`,
    );
    const again = spawnSync(process.execPath, [cli, '--build-command', FAKE_BUILD], {
      cwd: appDir,
      encoding: 'utf8',
    });
    expect(again.status).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(/already exists/);
  });
});
