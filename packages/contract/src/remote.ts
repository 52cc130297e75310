/**
 * A component the shell can render without props. Typed without React so that the contract stays
 * free of it: a function component (`function RemoteRoutes() { ... }`) fits.
 */
export type RemoteComponent = (props: Record<string, never>) => unknown;

/**
 * The public face of a remote (DESIGN §2: "Each remote exposes one module (`./Routes`) rendering its
 * own `<Routes>` under the shell's router, with every route carrying its spec name"): its `./Routes`
 * module exports `RemoteRoutes`, which renders the registry's routes of that remote (`routesOf`).
 */
export interface RemoteRoutesModule {
  RemoteRoutes: RemoteComponent;
}
