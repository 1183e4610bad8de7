// The members' page that arrives with a screen's static shell (graphql-api first-screen-data.ts, from
// dist/app-shell.html): the app's entry, already fetched through its modulepreload link, is evaluated only once
// that shell has been painted, so that running the app's code never holds back the first paint. A community page
// (graphql-api community-pages.ts) names its scripts with `data-after-paint` instead: they are asked for only then.
// Asking for a modulepreload costs the main thread a few milliseconds each (its request and the module's compile: about
// 12 ms on Lighthouse's slowed phone), so the page's 40-odd files are asked for one per task, in the page's order (the
// entry first): one task asking for all of them was a long task of 0.5–0.8 s, the largest part of the page's total
// blocking time. The entry is evaluated once all are asked for, so that the app's own preloading (Vite's, as it loads
// the screen) finds them there rather than asking for them again in one task.
requestAnimationFrame(() =>
  setTimeout(() => {
    const links = [...document.querySelectorAll('link[data-after-paint]')];
    const entry = document.querySelector('link[data-entry]');
    const ask = () => {
      const link = links.shift();
      if (link) {
        const preload = document.createElement('link');
        preload.rel = 'modulepreload';
        preload.crossOrigin = '';
        preload.href = link.href;
        document.head.append(preload);
        setTimeout(ask, 0);
      } else if (entry instanceof HTMLLinkElement) import(entry.href);
    };
    ask();
  }, 0),
);
