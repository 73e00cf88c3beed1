// An answer's bytes read as they arrive, so a long list's first records can be shown before the
// rest has downloaded: `onPrefix` gets a copy of the first `prefixBytes` (or of the whole body
// when it is shorter and ends first: then nobody needs a prefix, and none is given).

export interface PrefixWatch {
  /** How many bytes the prefix holds at least (a screenful of records, with room to spare). */
  bytes: number;
  take: (prefix: ArrayBuffer) => void;
}

function joined(parts: readonly Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

export async function readBytes(response: Response, watch?: PrefixWatch): Promise<ArrayBuffer> {
  if (!watch || !response.ok || !response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  let told = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.length;
    if (!told && length >= watch.bytes) {
      told = true;
      watch.take(joined(parts, length).buffer as ArrayBuffer);
    }
  }
  // Put together by the browser, not in a script task: copying 48 MB here was a 50 ms task.
  return new Blob(parts as BlobPart[]).arrayBuffer();
}
