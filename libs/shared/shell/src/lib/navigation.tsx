/**
 * The portal's navigation controller (ADR 0146): react-router's declarative pieces (`<Router>`, `useRoutes`) with
 * what the shell took from the data router done here — lazy routes resolved before a page is shown, route groups
 * joined on their first visit, the navigation state, the matched routes' handles, the leave guard's blocker (links,
 * navigate() and the browser's back/forward) and an error boundary per route. Feature libs keep react-router's
 * hooks and components (`Link`, `useNavigate`, `useParams`, …); the data router stays out of every entry.
 * The history drivers are in navigation-history.ts, the per-route error boundary in route-boundary.tsx.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  type Location,
  type NavigationType,
  type Navigator,
  Outlet,
  type RouteMatch,
  type RouteObject,
  Router,
  type To,
  matchRoutes,
  useRoutes,
} from 'react-router-dom';
import {
  type HistoryDriver,
  type MemoryHistoryOptions,
  browserHistory,
  memoryHistory,
  toLocation,
} from './navigation-history';
import { FailedRoute, RouteBoundary } from './route-boundary';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** A navigation waiting for its routes' code (or a group's table): the page shown so far stays drawn. */
export type PortalNavigation = { state: 'idle' } | { state: 'loading'; location: Location };

export interface PortalRouterState {
  location: Location;
  historyAction: HistoryAction;
  /** The matched routes of the location shown (their `handle`s: the page title). */
  matches: RouteMatch[];
  navigation: PortalNavigation;
  /** False until the first location's routes have their code. */
  initialized: boolean;
  /** A move held by the blocker (the leave guard) until it is proceeded with or reset. */
  blocked: boolean;
}

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** Adds routes under the route with `routeId` (null: at the top). */
export type PatchRoutes = (routeId: string | null, children: RouteObject[]) => void;
/** Called before every navigation: may add routes (route groups) — returns a promise when it must wait for them. */
export type PatchRoutesOnNavigation = (args: {
  path: string;
  patch: PatchRoutes;
}) => Promise<void> | undefined;

export interface PortalRouterOptions {
  patchRoutesOnNavigation?: PatchRoutesOnNavigation;
}

export interface MemoryPortalRouterOptions extends PortalRouterOptions, MemoryHistoryOptions {}

export interface PortalRouter {
  readonly state: PortalRouterState;
  /** A path (absolute, or search/hash only) or a history delta (`-1`: back). Settles once the move is shown. */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  subscribe(listener: (state: PortalRouterState) => void): () => void;
  /** The blocker of the leave guard (one at a time); null removes it. */
  setBlocker(blocker: BlockerFunction | null): void;
  /** The held move goes on (`true`) or is dropped (`false`). */
  unblock(proceed: boolean): void;
  /** The route tree to render (lazy routes resolved so far, each `errorElement` as a boundary). */
  routes(): RouteObject[];
  readonly navigator: Navigator;
}

const IDLE: PortalNavigation = { state: 'idle' };

const copyRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.map(
    (route) => ({ ...route, children: route.children && copyRoutes(route.children) }) as RouteObject,
  );

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children && findRoute(route.children, id);
    if (inner) return inner;
  }
  return undefined;
}

function createPortalRouterWith(
  driver: HistoryDriver,
  source: RouteObject[],
  options: PortalRouterOptions,
): PortalRouter {
  const tree = copyRoutes(source);
  let rendered: RouteObject[] | null = null;
  const loads = new WeakMap<RouteObject, Promise<void>>();
  const failures = new WeakMap<RouteObject, { error: unknown }>();
  const listeners = new Set<(state: PortalRouterState) => void>();
  let blocker: BlockerFunction | null = null;
  let held: (() => void) | null = null;
  let pending = 0;
  let ignorePop = false;
  let skipBlocker = false;

  const first = driver.read();
  let index = first.index ?? 0;
  if (first.index === null) driver.write(first.location, index, true);
  let state: PortalRouterState = {
    location: first.location,
    historyAction: 'POP',
    matches: [],
    navigation: IDLE,
    initialized: false,
    blocked: false,
  };

  const set = (patch: Partial<PortalRouterState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };

  const resolve = (route: RouteObject): Promise<void> | undefined => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return undefined;
    let load = loads.get(route);
    if (!load) {
      failures.delete(route);
      load = Promise.resolve()
        .then(lazy)
        .then(
          (value) => {
            Object.assign(route, value, { lazy: undefined });
          },
          (error: unknown) => {
            failures.set(route, { error });
          },
        )
        .finally(() => {
          loads.delete(route);
          rendered = null;
        });
      loads.set(route, load);
    }
    return load;
  };

  const patch: PatchRoutes = (routeId, children) => {
    const parent = routeId === null ? undefined : findRoute(tree, routeId);
    if (routeId !== null && !parent) throw new Error(`patchRoutes: no route "${routeId}"`);
    const added = copyRoutes(children);
    if (parent) parent.children = [...(parent.children ?? []), ...added];
    else tree.push(...added);
    rendered = null;
  };

  /** The matched routes with their code, at once when nothing must load. */
  const prepare = (location: Location): RouteMatch[] | Promise<RouteMatch[]> => {
    const discovered = options.patchRoutesOnNavigation?.({ path: location.pathname, patch });
    const withCode = (): RouteMatch[] | Promise<RouteMatch[]> => {
      const matches = matchRoutes(tree, location) ?? [];
      const waits = matches.map((match) => resolve(match.route)).filter((load) => load !== undefined);
      return waits.length ? Promise.all(waits).then(() => matchRoutes(tree, location) ?? []) : matches;
    };
    if (!discovered) return withCode();
    return discovered
      .catch((error: unknown) => console.error('[shell] route discovery failed', error))
      .then(withCode);
  };

  const show = (location: Location, action: HistoryAction): Promise<void> => {
    pending += 1;
    const id = pending;
    const commit = (matches: RouteMatch[]) => {
      if (id !== pending) return;
      if (action !== 'POP') {
        if (action === 'PUSH') index += 1;
        driver.write(location, index, action === 'REPLACE');
      }
      set({ location, historyAction: action, matches, navigation: IDLE, initialized: true });
    };
    const prepared = prepare(location);
    if (!(prepared instanceof Promise)) {
      commit(prepared);
      return Promise.resolve();
    }
    if (state.initialized) set({ navigation: { state: 'loading', location } });
    return prepared.then(commit);
  };

  const blocks = (nextLocation: Location, historyAction: HistoryAction) =>
    blocker !== null &&
    state.initialized &&
    blocker({ currentLocation: state.location, nextLocation, historyAction });

  const hold = (proceed: () => void) => {
    held = proceed;
    set({ blocked: true });
  };

  driver.listen((location, at) => {
    if (ignorePop) {
      ignorePop = false;
      return;
    }
    // an entry the controller did not write (a fragment link of the page): it follows the current one
    const entry = at ?? index + 1;
    if (at === null) driver.write(location, entry, true);
    const delta = entry - index;
    if (!skipBlocker && delta !== 0 && blocks(location, 'POP')) {
      // undo the browser's move while the person decides; proceeding makes it again
      ignorePop = true;
      driver.go(-delta);
      hold(() => {
        skipBlocker = true;
        driver.go(delta);
      });
      return;
    }
    skipBlocker = false;
    index = entry;
    void show(location, 'POP');
  });

  const navigate: PortalRouter['navigate'] = (to, navigateOptions = {}) => {
    if (typeof to === 'number') {
      // the browser's go(0) reloads the page (the error page's "Try again")
      driver.go(to);
      return settled();
    }
    const location = toLocation(state.location, to, navigateOptions.state);
    const action: HistoryAction = navigateOptions.replace ? 'REPLACE' : 'PUSH';
    if (blocks(location, action)) {
      hold(() => void show(location, action));
      return Promise.resolve();
    }
    return show(location, action);
  };

  /** Settles when the navigation under way (a back/forward move) has been shown. */
  const settled = (): Promise<void> =>
    new Promise((done) => {
      if (state.navigation.state === 'idle') return done();
      const stop = router.subscribe((next) => {
        if (next.navigation.state !== 'idle') return;
        stop();
        done();
      });
    });

  const toRender = (route: RouteObject): RouteObject => {
    const failure = failures.get(route);
    const { Component: Page } = route;
    let element: ReactNode = failure ? (
      <FailedRoute error={failure.error} />
    ) : Page ? (
      <Page />
    ) : (
      route.element
    );
    if (route.errorElement)
      element = <RouteBoundary fallback={route.errorElement}>{element ?? <Outlet />}</RouteBoundary>;
    return {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: route.handle,
      hydrateFallbackElement: route.hydrateFallbackElement,
      element,
      children: route.children?.map(toRender),
    } as RouteObject;
  };

  const router: PortalRouter = {
    get state() {
      return state;
    },
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBlocker(next) {
      blocker = next;
    },
    unblock(proceed) {
      const move = held;
      held = null;
      set({ blocked: false });
      if (proceed) move?.();
    },
    routes() {
      rendered ??= tree.map(toRender);
      return rendered;
    },
    navigator: {
      createHref: driver.createHref,
      encodeLocation: driver.encodeLocation,
      go: (delta) => void navigate(delta),
      push: (to, state) => void navigate(to, { state }),
      replace: (to, state) => void navigate(to, { state, replace: true }),
    },
  };
  void show(first.location, 'POP');
  return router;
}

/** The portal's router over the browser's history. */
export function createPortalRouter(routes: RouteObject[], options: PortalRouterOptions = {}): PortalRouter {
  return createPortalRouterWith(browserHistory(), routes, options);
}

/** The same over an in-memory history (tests): `initialEntries` as react-router's memory router. */
export function createMemoryPortalRouter(
  routes: RouteObject[],
  options: MemoryPortalRouterOptions = {},
): PortalRouter {
  return createPortalRouterWith(memoryHistory(options), routes, options);
}

const RouterStateContext = createContext<{ router: PortalRouter; state: PortalRouterState } | null>(null);

function useRouterState() {
  const value = useContext(RouterStateContext);
  if (!value) throw new Error('The portal router is missing (PortalRouterView)');
  return value;
}

/** Whether a navigation waits for its page's code (the route progress bar). */
export function usePortalNavigation(): PortalNavigation {
  return useRouterState().state.navigation;
}

/** The matched routes of the page shown (outermost first). */
export function usePortalMatches(): RouteMatch[] {
  return useRouterState().state.matches;
}

/** Holds moves to another location while `block` says so: `{ blocked, proceed, reset }`. */
export function usePortalBlocker(block: BlockerFunction) {
  const { router, state } = useRouterState();
  useEffect(() => {
    router.setBlocker(block);
    return () => router.setBlocker(null);
  }, [router, block]);
  return useMemo(
    () => ({
      blocked: state.blocked,
      proceed: () => router.unblock(true),
      reset: () => router.unblock(false),
    }),
    [router, state.blocked],
  );
}

function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the router's location through react-router's `<Router>` (the root route's fallback until it is ready). */
export function PortalRouterView({ router }: { router: PortalRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const update = (next: PortalRouterState) => startTransition(() => setState(next));
    const stop = router.subscribe(update);
    // a change between the first render and now (the first page's code came in)
    update(router.state);
    return stop;
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  const routes = router.routes();
  if (!state.initialized) return <>{routes[0]?.hydrateFallbackElement ?? null}</>;
  return (
    <RouterStateContext.Provider value={value}>
      <Router
        location={state.location}
        navigationType={state.historyAction as NavigationType}
        navigator={router.navigator}
      >
        <PortalRoutes routes={routes} />
      </Router>
    </RouterStateContext.Provider>
  );
}
