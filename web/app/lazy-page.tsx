import { type ComponentType, lazy } from 'react';

/** A page whose module is fetched the first time it is needed. */
export interface LazyPage<Props extends object = object> {
  Component: ComponentType<Props>;
  /** Fetches the module; once it is in, the page renders without passing through a fallback. */
  preload: () => Promise<unknown>;
  /** Whether the module is in, so showing the page needs no wait. */
  loaded: () => boolean;
}

export function page<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let Loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      Loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Page, preload, loaded: () => Loaded !== undefined };
}
