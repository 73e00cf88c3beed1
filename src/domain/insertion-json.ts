// The insertion list's answer read as it downloads: in `{"insertions": [r1, r2, …], "count": "N"}`
// the records are cut out of the text as it arrives, for the caller to parse with JSON.parse, which
// stays the judge of what is JSON. The scan follows only strings and nesting. An answer that
// is not an object is kept whole and parsed at the end, so it gets the errors every answer gets.

const QUOTE = 34; // "
const BACKSLASH = 92;
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;
const STRUCTURE = /["{}[\]]/g;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The index after the string that opens at `i`, or -1 when it has not all arrived. */
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

/**
 * The index after the value that starts at `i`, or -1 when it has not all arrived (a number at
 * the end of the text may go on, unless the text is `final`). Not validated: JSON.parse does that.
 */
function skipValue(text: string, i: number, final: boolean): number {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return skipString(text, i);
  if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
    let j = i;
    while (j < text.length) {
      const d = text.charCodeAt(j);
      if (d === COMMA || d === CLOSE_OBJECT || d === CLOSE_ARRAY || isSpace(d)) return j;
      j++;
    }
    return final ? j : -1;
  }
  let depth = 0;
  STRUCTURE.lastIndex = i;
  for (;;) {
    const found = STRUCTURE.exec(text);
    if (!found) return -1;
    const d = text.charCodeAt(found.index);
    if (d === QUOTE) {
      const end = skipString(text, found.index);
      if (end < 0) return -1;
      STRUCTURE.lastIndex = end;
    } else if (d === OPEN_OBJECT || d === OPEN_ARRAY) {
      depth++;
    } else if (--depth === 0) {
      return found.index + 1;
    }
  }
}

const notJson = () => new SyntaxError('not JSON');

/** What the whole answer held: its other members (the list's records were taken) or, kept whole, everything. */
export interface ListEnd {
  /** The answer without the list's records (an object), or the whole answer when kept whole. */
  data: unknown;
  /** True when the list was cut out as it arrived (then `data[key]` is not the list). */
  streamed: boolean;
}

/** Cuts the array under `key` of a JSON object into its records as the text arrives. */
export class JsonListReader {
  private text = '';
  private at = 0;
  private state: 'start' | 'member' | 'list' | 'done' | 'whole' = 'start';
  private first = true;
  private found = false;
  private readonly members: Record<string, unknown> = {};
  private readonly records: string[] = [];

  constructor(private readonly key: string) {}

  /** Records cut out and not yet taken. */
  get pending(): number {
    return this.records.length;
  }

  /** More of the text. Throws a SyntaxError as soon as it cannot be JSON. */
  push(text: string): void {
    this.text = this.at > 0 ? this.text.slice(this.at) + text : this.text + text;
    this.at = 0;
    this.scan(false);
  }

  /** Up to `count` of the records cut out, as their JSON texts (not yet parsed). */
  takeTexts(count: number): string[] {
    return this.records.splice(0, count);
  }

  /** The end of the text: what remains of the answer (a SyntaxError if it is not whole JSON). */
  end(): ListEnd {
    this.scan(true);
    if (this.state === 'whole' || (this.state === 'start' && this.text.trim() === '')) {
      const text = this.text;
      return { data: text.trim() === '' ? null : (JSON.parse(text) as unknown), streamed: false };
    }
    if (this.state !== 'done') throw notJson();
    return { data: { ...this.members, ...(this.found && { [this.key]: [] }) }, streamed: true };
  }

  private scan(final: boolean): void {
    const text = this.text;
    let i = this.at;
    for (;;) {
      i = skipSpace(text, i);
      if (i >= text.length || this.state === 'whole') break;
      const next = this.step(text, i, final);
      if (next < 0) break;
      i = next;
    }
    // Kept whole: everything from the start stays.
    if (this.state !== 'whole') this.at = i;
  }

  /** One member, record or bracket from `i`: the index after it, or -1 to wait for more text. */
  private step(text: string, i: number, final: boolean): number {
    const c = text.charCodeAt(i);
    if (this.state === 'start') {
      if (c !== OPEN_OBJECT) {
        this.state = 'whole';
        return -1;
      }
      this.state = 'member';
      return i + 1;
    }
    if (this.state === 'done') throw notJson();
    const close = this.state === 'list' ? CLOSE_ARRAY : CLOSE_OBJECT;
    if (c === close) {
      this.state = this.state === 'list' ? 'member' : 'done';
      this.first = false;
      return i + 1;
    }
    let j = i;
    if (!this.first) {
      if (c !== COMMA) throw notJson();
      j = skipSpace(text, i + 1);
      if (j >= text.length) return -1;
    }
    if (this.state === 'list') {
      const end = skipValue(text, j, final);
      if (end < 0) return -1;
      this.records.push(text.slice(j, end));
      this.first = false;
      return end;
    }
    if (text.charCodeAt(j) !== QUOTE) throw notJson();
    const nameEnd = skipString(text, j);
    if (nameEnd < 0) return -1;
    let k = skipSpace(text, nameEnd);
    if (k >= text.length) return -1;
    if (text.charCodeAt(k) !== COLON) throw notJson();
    k = skipSpace(text, k + 1);
    if (k >= text.length) return -1;
    const name = JSON.parse(text.slice(j, nameEnd)) as string;
    if (name === this.key && text.charCodeAt(k) === OPEN_ARRAY) {
      this.state = 'list';
      this.found = true;
      this.first = true;
      return k + 1;
    }
    const end = skipValue(text, k, final);
    if (end < 0) return -1;
    // As JSON.parse keeps it: an own member even when named "__proto__" (an assignment would set
    // the object's prototype instead, and the member would be lost).
    Object.defineProperty(this.members, name, {
      value: JSON.parse(text.slice(k, end)) as unknown,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    this.first = false;
    return end;
  }
}
