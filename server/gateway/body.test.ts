import { describe, expect, it } from 'vitest';
import { BodyTooLarge, looksLikeJson, readCapped } from './body';

/** A response whose body arrives in the given chunks, as a slow upstream sends it. */
function chunked(chunks: Uint8Array[]): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(stream);
}

const filled = (size: number, seed: number) => {
  const chunk = new Uint8Array(size);
  for (let i = 0; i < size; i++) chunk[i] = (i * 31 + seed) % 251;
  return chunk;
};

describe('readCapped', () => {
  it('joins a large body read in many chunks byte for byte, letting timers run while it does', async () => {
    // 24 chunks of 1 MB: past the size joined in one step, so the join yields between steps.
    const chunks = Array.from({ length: 24 }, (_, i) => filled(1024 * 1024 + i, i));
    const expected = Buffer.concat(chunks.map((c) => Buffer.from(c)));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const body = await readCapped(chunked(chunks), 100 * 1024 * 1024);
    clearInterval(timer);
    expect(body.length).toBe(expected.length);
    expect(body.equals(expected)).toBe(true);
    expect(ticks).toBeGreaterThan(0);
  });

  it('joins a small body and refuses one over the cap', async () => {
    const small = [filled(10, 1), filled(20, 2)];
    expect((await readCapped(chunked(small), 1000)).equals(Buffer.concat(small))).toBe(true);
    await expect(readCapped(chunked([filled(600, 3), filled(600, 4)]), 1000)).rejects.toThrow(
      BodyTooLarge,
    );
  });
});

describe('looksLikeJson', () => {
  it('parses a small body, and judges a large one by its first and last non-blank bytes', () => {
    expect(looksLikeJson(Buffer.from(' {"a": 1}\n'))).toBe(true);
    expect(looksLikeJson(Buffer.from('{"a": '))).toBe(false);
    const large = (text: string) => Buffer.from(text.replace('X', 'x'.repeat(9 * 1024 * 1024)));
    expect(looksLikeJson(large('\n\t {"noise": "X"} \r\n'))).toBe(true);
    expect(looksLikeJson(large(' ["X"]'))).toBe(true);
    expect(looksLikeJson(large('<html>X</html>\n'))).toBe(false);
    expect(looksLikeJson(large('{"noise": "X"]'))).toBe(false);
  });
});
