// Gives the history entry that a document load created a key of its own.
//
// react-router keys every such entry "default", so its ScrollRestoration gave a link pasted into a
// tab the scroll position of the previous page loaded there (1,321 px down a contract). The browser
// keeps an entry's state across reloads and back/forward, so a random key written once tells them
// apart; entries made by in-app navigation already carry one.
export function keyThisHistoryEntry(): void {
  if (window.history.state !== null) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, key, idx: 0 }, '');
}
