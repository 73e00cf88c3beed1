// Applies the remembered light or dark theme before the first paint, in a classic script that
// blocks rendering for a moment: the static shell in index.html paints before the app's JavaScript
// runs, and would otherwise flash the wrong theme. The same key and values as src/lib/theme.ts
// (src/lib/theme.test.ts checks them).
(function () {
  var choice = 'system';
  try {
    var stored = JSON.parse(window.localStorage.getItem('adsales.theme.v1'));
    if (stored === 'light' || stored === 'dark') choice = stored;
  } catch {
    // Storage disabled or junk: follow the system.
  }
  var dark =
    choice === 'dark' ||
    (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
