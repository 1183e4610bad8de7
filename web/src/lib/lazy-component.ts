import { type ComponentType, createElement, lazy } from 'react';

export type LazyComponent<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the code (once); resolves when it has arrived. */
  preload: () => Promise<void>;
  /** The component's export in its module, by which the build finds its chunk. */
  exportName: string;
};

/** The props a component takes. */
type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props & object : never;

/**
 * A lazily loaded component (export `exportName` of the module `load` imports) that, once its code is loaded (or
 * preloaded), renders at once: React.lazy alone suspends on every first render, and React then holds the revealed
 * content back for up to 300 ms.
 */
export function lazyComponent<Name extends string, Module extends Record<Name, ComponentType<never>>>(
  load: () => Promise<Module>,
  exportName: Name,
): LazyComponent<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[exportName] as ComponentType<Props>;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<Props> })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component at module level, not during a render.
  function Loaded(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Loaded, { preload, exportName });
}
