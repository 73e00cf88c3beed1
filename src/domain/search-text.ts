// Matching what a person types against names: any case, accents optional ("cafe" finds "Café").
const MARKS = /\p{Mark}/gu;

/** Lower case without accents, for comparing. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLocaleLowerCase();
}

/** True when every word typed appears somewhere in the text, in any order. */
export function matchesText(text: string, typed: string): boolean {
  const words = foldText(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text);
  return words.every((word) => haystack.includes(word));
}
