// The browser's title of a page ("Contract 10004 · Harbor Bakery · Ad-sales viewer"): tabs, history
// and bookmarks of ten records read apart. React hoists the <title> into the head, in the browser
// and in the server's HTML alike (server/ssr.ts drops index.html's own title for it).

export const APP_NAME = 'Ad-sales viewer';

/** The parts that are known (a record's name may not be yet), most specific first, then the app. */
export function documentTitle(parts: readonly (string | null | undefined)[]): string {
  const known = parts.filter((part): part is string => !!part && part !== APP_NAME);
  return [...known, APP_NAME].join(' · ');
}

export function PageTitle({ parts }: { parts: readonly (string | null | undefined)[] }) {
  // One string child: React warns about a title made of several text nodes.
  return <title>{documentTitle(parts)}</title>;
}
