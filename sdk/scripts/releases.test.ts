/**
 * The released script-tag files (sdk/releases): the check that a changed sayso.js cannot keep
 * a released version, and the recording of a release, on temp folders.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRelease, integrityOf, readManifest, recordRelease } from './releases';

let root: string;
let distDir: string;
let releasesDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sayso-releases-'));
  distDir = path.join(root, 'dist');
  releasesDir = path.join(root, 'releases');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'sayso.js'), 'console.log("widget 1");\n');
  writeFileSync(path.join(distDir, 'sayso-news.js'), 'news();\n');
  writeFileSync(path.join(distDir, 'stub.js'), 'stub();\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('recordRelease', () => {
  it('copies the built files under their version and lists their SRI hashes', () => {
    recordRelease({ distDir, releasesDir, version: '1.0.0' });
    expect(readFileSync(path.join(releasesDir, '1.0.0', 'sayso.js'), 'utf8')).toBe(
      'console.log("widget 1");\n',
    );
    expect(readManifest(releasesDir)).toEqual({
      '1.0.0': {
        'sayso.js': integrityOf(Buffer.from('console.log("widget 1");\n')),
        'sayso-news.js': integrityOf(Buffer.from('news();\n')),
        'stub.js': integrityOf(Buffer.from('stub();\n')),
      },
    });
    expect(integrityOf(Buffer.from('abc'))).toBe(
      'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn',
    );
  });

  it('is a no-op for the same bytes, and refuses other bytes under a released version', () => {
    recordRelease({ distDir, releasesDir, version: '1.0.0' });
    recordRelease({ distDir, releasesDir, version: '1.0.0' });
    writeFileSync(path.join(distDir, 'sayso.js'), 'console.log("widget 2");\n');
    expect(() => recordRelease({ distDir, releasesDir, version: '1.0.0' })).toThrow(
      /1\.0\.0 is already released/,
    );
    expect(readFileSync(path.join(releasesDir, '1.0.0', 'sayso.js'), 'utf8')).toBe(
      'console.log("widget 1");\n',
    );
  });
});

describe('checkRelease', () => {
  it('passes when the build is the released bytes of its version', () => {
    recordRelease({ distDir, releasesDir, version: '1.0.0' });
    expect(checkRelease({ distDir, releasesDir, version: '1.0.0' })).toEqual([]);
  });

  it('fails when sayso.js changed under the same version, saying to add a changeset and release', () => {
    recordRelease({ distDir, releasesDir, version: '1.0.0' });
    writeFileSync(path.join(distDir, 'sayso.js'), 'console.log("widget 2");\n');
    const failures = checkRelease({ distDir, releasesDir, version: '1.0.0' });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/dist\/sayso\.js differs from the released sayso\.js 1\.0\.0/);
    expect(failures[0]).toMatch(/npx changeset/);
    expect(failures[0]).toMatch(/npm run release/);
  });

  it('fails when the version in package.json was never released', () => {
    recordRelease({ distDir, releasesDir, version: '1.0.0' });
    const failures = checkRelease({ distDir, releasesDir, version: '1.1.0' });
    expect(failures).toEqual([
      expect.stringMatching(/1\.1\.0 is not recorded in sdk\/releases.*npm run release/),
    ]);
  });

  it('fails when a committed release file no longer matches its recorded hash', () => {
    recordRelease({ distDir, releasesDir, version: '1.0.0' });
    writeFileSync(path.join(distDir, 'sayso.js'), 'console.log("widget 2");\n');
    recordRelease({ distDir, releasesDir, version: '1.1.0' });
    writeFileSync(path.join(releasesDir, '1.0.0', 'sayso.js'), 'tampered');
    const failures = checkRelease({ distDir, releasesDir, version: '1.1.0' });
    expect(failures).toEqual([
      expect.stringMatching(/releases\/1\.0\.0\/sayso\.js is not the recorded sha384-/),
    ]);
  });
});
