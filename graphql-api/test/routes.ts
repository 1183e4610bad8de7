import type { Express, Router } from 'express';

export type Route = { method: string; path: string };

/** Every route an Express app or router declares, read from its stack (so a new route is seen without edits). */
export function routesOf(app: Express | Router): Route[] {
  type Layer = { rawPath?: unknown; route?: { path: string; methods: Record<string, boolean> }; handle: unknown };
  const routes: Route[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) routes.push({ method, path: prefix + layer.route.path });
      }
      const inner = (layer.handle as { stack?: Layer[] }).stack;
      if (inner)
        walk(inner, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
    }
  };
  const stack = 'router' in app ? (app as unknown as { router: { stack: Layer[] } }).router.stack : app.stack;
  walk(stack as Layer[], '');
  return routes;
}

type StepLayer = {
  name: string;
  method?: string;
  match: (path: string) => boolean;
  route?: { stack: StepLayer[] };
  handle: unknown;
};

/**
 * The declared per-request steps (`step:<name>`, express-app.ts) Express runs for a GET of `path`, in order: the app's
 * own middlewares and those of every router and route that matches the path (their gates aside).
 */
export function stepsOnTheWay(app: Express, path: string): string[] {
  const walk = (stack: StepLayer[]): string[] =>
    stack
      .filter((layer) => layer.match(path))
      .flatMap((layer) => {
        if (layer.route) return layer.route.stack.filter((h) => !h.method || h.method === 'get').map((h) => h.name);
        const inner = (layer.handle as { stack?: StepLayer[] }).stack;
        return inner ? walk(inner) : [layer.name];
      });
  return walk((app as unknown as { router: { stack: StepLayer[] } }).router.stack).filter((name) =>
    name.startsWith('step:'),
  );
}
