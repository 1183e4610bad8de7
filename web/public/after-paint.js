// A page whose content arrives rendered (the landing and public pages, a member's screen with its first data: graphql-api
// first-screen-data.ts, the community's pages) starts the app only once that content has been painted, so that running
// the app's code never holds back the first paint: its entry (`link[data-entry]`) is imported after the first
// contentful paint has been reported, and the browser's module loader fetches what it imports.
// The page's other scripts are named by `data-after-paint` links, which fetch nothing themselves: they are there so
// that the app's own preloading (Vite's, as it loads the screen) finds them and leaves them to the module loader too.
// Turning each into a modulepreload, even one per task, cost the main thread 10–35 ms a link while the page loaded on
// this 2-core machine (40-odd links: half of a signed-in screen's total blocking time in Lighthouse).
let started = false;
const start = () => {
  const entry = document.querySelector('link[data-entry]');
  if (started || !(entry instanceof HTMLLinkElement)) return;
  started = true;
  import(entry.href);
};
// After the paint's report rather than a frame after the paint: Lighthouse's simulation counts a request that starts
// before the reported paint as holding that paint back. A page that paints nothing contentful starts a second after
// it has loaded.
const painted = () => setTimeout(start, 0);
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    painted();
  });
  observer.observe({ type: 'paint', buffered: true });
  addEventListener('load', () => setTimeout(start, 1000), { once: true });
} else {
  requestAnimationFrame(painted);
}
