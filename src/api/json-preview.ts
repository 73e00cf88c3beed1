// The first records of a long JSON list without parsing the whole text: JSON.parse of 48 MB takes
// a few hundred milliseconds, the first screen of rows needs the first hundred records. A scan
// that tracks strings and nesting finds where they end; the full parse that follows stays the
// authority (the caller checks the preview against it).

const QUOTE = 34; // "
const BACKSLASH = 92;
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The index after the string that opens at `i`, or -1. */
function skipString(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    const end = text.indexOf('"', j);
    if (end < 0) return -1;
    let slashes = 0;
    for (let k = end - 1; text.charCodeAt(k) === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return end + 1;
    j = end + 1;
  }
}

/** The index after the JSON value that starts at `i` (not validated: JSON.parse does that), or -1. */
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return skipString(text, i);
  if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
    let j = i;
    while (j < text.length) {
      const d = text.charCodeAt(j);
      if (d === COMMA || d === CLOSE_OBJECT || d === CLOSE_ARRAY || isSpace(d)) break;
      j++;
    }
    return j > i ? j : -1;
  }
  let depth = 0;
  let j = i;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d === QUOTE) {
      j = skipString(text, j);
      if (j < 0) return -1;
      continue;
    }
    if (d === OPEN_OBJECT || d === OPEN_ARRAY) depth++;
    else if (d === CLOSE_OBJECT || d === CLOSE_ARRAY) {
      depth--;
      if (depth === 0) return j + 1;
    }
    j++;
  }
  return -1;
}

/**
 * The first `count` elements of the array under `key` of the top-level object, parsed, or null
 * when the text does not plainly have that shape (the caller then waits for the full parse).
 */
export function previewList(text: string, key: string, count: number): unknown[] | null {
  try {
    let i = skipSpace(text, 0);
    if (text.charCodeAt(i) !== OPEN_OBJECT) return null;
    i = skipSpace(text, i + 1);
    while (text.charCodeAt(i) === QUOTE) {
      const keyEnd = skipString(text, i);
      if (keyEnd < 0) return null;
      const name = JSON.parse(text.slice(i, keyEnd)) as string;
      i = skipSpace(text, keyEnd);
      if (text.charCodeAt(i) !== COLON) return null;
      i = skipSpace(text, i + 1);
      if (name === key) {
        if (text.charCodeAt(i) !== OPEN_ARRAY) return null;
        const start = i;
        let end = skipSpace(text, i + 1);
        for (let n = 0; n < count && text.charCodeAt(end) !== CLOSE_ARRAY; n++) {
          const after = skipValue(text, n === 0 ? end : skipSpace(text, end + 1));
          if (after < 0) return null;
          end = skipSpace(text, after);
          if (text.charCodeAt(end) !== COMMA && text.charCodeAt(end) !== CLOSE_ARRAY) return null;
        }
        return JSON.parse(`${text.slice(start, end)}]`) as unknown[];
      }
      i = skipValue(text, i);
      if (i < 0) return null;
      i = skipSpace(text, i);
      if (text.charCodeAt(i) !== COMMA) return null;
      i = skipSpace(text, i + 1);
    }
    return null;
  } catch {
    return null;
  }
}
