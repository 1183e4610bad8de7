// The members' page that arrives with a screen's static shell (graphql-api first-screen-data.ts, from
// dist/app-shell.html): the app's entry, already fetched through its modulepreload link, is evaluated only once
// that shell has been painted, so that running the app's code never holds back the first paint. A community page
// (graphql-api community-pages.ts) names its scripts with `data-after-paint` instead: they are asked for only then.
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const link of document.querySelectorAll('link[data-after-paint]')) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = link.href;
      document.head.append(preload);
    }
    const entry = document.querySelector('link[data-entry]');
    if (entry instanceof HTMLLinkElement) import(entry.href);
  }, 0),
);
