// The members' page that arrives with a screen's static shell (graphql-api first-screen-data.ts, from
// dist/app-shell.html): the app's entry, already fetched through its modulepreload link, is evaluated only once
// that shell has been painted, so that running the app's code never holds back the first paint.
const entry = document.querySelector('link[data-entry]');
if (entry instanceof HTMLLinkElement) requestAnimationFrame(() => setTimeout(() => import(entry.href), 0));
