/**
 * Where the call client navigates (an expired session, a 404): the app shell supplies router navigation, so the
 * client imports no router. Its own module, so the shell can connect the router without loading the client: the first
 * page does not wait for the call client unless the page itself calls the server.
 */
export interface ClientHost {
  navigate: (path: string) => void;
  /** Path and query of the page shown, so an expired session can return to it after login. */
  currentPath: () => string;
}

let host: ClientHost = {
  navigate: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname + window.location.search,
};

export function configureClient(next: Partial<ClientHost>): void {
  host = { ...host, ...next };
}

export function clientHost(): ClientHost {
  return host;
}
