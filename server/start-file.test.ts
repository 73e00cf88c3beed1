// The files the server is pointed at: regular files only, the size counted while reading.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './env';
import { NotAFileError, readStartFile } from './start-file';

const dir = mkdtempSync(join(tmpdir(), 'start-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A FIFO nobody writes to: opening it for reading would block without O_NONBLOCK. */
function makeFifo(path: string): string {
  execFileSync('mkfifo', [path]);
  return path;
}

describe('readStartFile', () => {
  it('reads a regular file', () => {
    const path = join(dir, 'ok.csv');
    writeFileSync(path, 'id,name\n1,Ünïcode\n');
    expect(readStartFile(path, 'X_FILE', 100)).toBe('id,name\n1,Ünïcode\n');
  });

  it.each([
    ['/dev/zero', 'a character device'],
    ['/dev/null', 'a character device'],
    ['a folder', 'a folder'],
    ['a FIFO', 'a FIFO (named pipe)'],
  ])('refuses %s at once, naming what it is', (what, kind) => {
    const path =
      what === 'a folder'
        ? (mkdirSync(join(dir, 'folder')), join(dir, 'folder'))
        : what === 'a FIFO'
          ? makeFifo(join(dir, 'fifo'))
          : what;
    const started = performance.now();
    expect(() => readStartFile(path, 'GOALS_FILE', 1024)).toThrow(
      new NotAFileError(`GOALS_FILE ${path} is ${kind}, not a regular file`),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('counts the limit while reading: limit bytes pass, one more is refused', () => {
    const path = join(dir, 'big.csv');
    writeFileSync(path, 'x'.repeat(200_000));
    expect(readStartFile(path, 'X_FILE', 200_000)).toHaveLength(200_000);
    expect(() => readStartFile(path, 'X_FILE', 199_999)).toThrow(
      new ConfigError(`X_FILE ${path} has more than 199999 bytes (is it the right file?)`),
    );
  });

  it('says why a file cannot be opened', () => {
    const path = join(dir, 'missing.csv');
    expect(() => readStartFile(path, 'X_FILE', 10)).toThrow(
      new ConfigError(`X_FILE ${path} cannot be read (ENOENT)`),
    );
  });
});
