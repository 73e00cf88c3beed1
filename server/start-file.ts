// The one reader of the files the server is pointed at (GOALS_FILE, ADVERTISER_NAMES_FILE):
// regular files only, and the size limit counted while reading. Their size from stat() is 0 for
// /dev/zero or a FIFO, which once grew the server to 8.3 GB without it ever listening (issue 52).
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { ConfigError } from './env';

/** A device, a FIFO, a socket or a folder where a file was expected. */
export class NotAFileError extends ConfigError {}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return 'not a file';
}

const CHUNK = 64 * 1024;

/**
 * The file's text (UTF-8), or a ConfigError naming `name` and `path`. Opened without blocking, so
 * a FIFO with no writer is refused at once instead of hanging the start; read up to `maxBytes` + 1
 * bytes at most, whatever stat says.
 */
export function readStartFile(path: string, name: string, maxBytes: number): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`${name} ${path} cannot be read (${why})`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      throw new NotAFileError(`${name} ${path} is ${kindOf(stat)}, not a regular file`);
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      if (total > maxBytes) {
        throw new ConfigError(
          `${name} ${path} has more than ${maxBytes} bytes (is it the right file?)`,
        );
      }
    }
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`${name} ${path} cannot be read (${why})`);
  } finally {
    closeSync(fd);
  }
}
