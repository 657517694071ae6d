import { TrieRouter } from 'hono/router/trie-router';

const READS = ['GET', 'HEAD'] as const;
const READS_AND_FORMS = ['GET', 'HEAD', 'POST'] as const;
/** The methods a route is written for; middleware (ALL) and OPTIONS answer every address alike. */
const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type ListedRoutes = { routes: { method: string; path: string }[] };
const listsRoutes = (api: object): api is ListedRoutes => 'routes' in api && Array.isArray(api.routes);

/**
 * The methods the API answers, read once from its routes (HEAD goes with GET), so a route added
 * with .put() or .delete() is allowed with no change here. An app that does not list its routes
 * is taken to read and post.
 */
export function apiMethodsOf(api: object): readonly string[] {
  if (!listsRoutes(api)) return READS_AND_FORMS;
  const methods = new Set<string>(READS);
  for (const route of api.routes) if (route.method !== 'ALL') methods.add(route.method.toUpperCase());
  return [...methods];
}

/**
 * The methods the API's routes take at an address (HEAD with GET, and OPTIONS, which the API
 * answers everywhere), or undefined when no route is written for it. Read from the app's routes
 * on first use, so a route added later is answered with no change here. The app is not strict
 * about a trailing slash; its routes are written without one.
 */
export function apiRouteMethods(api: object): (path: string) => readonly string[] | undefined {
  let router: TrieRouter<string> | undefined;
  return (path) => {
    if (!listsRoutes(api)) return undefined;
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of api.routes)
        if ((ROUTE_METHODS as readonly string[]).includes(route.method))
          router.add(route.method, route.path, route.method);
    }
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const found = ROUTE_METHODS.filter((method) => router!.match(method, trimmed)[0].length > 0);
    if (found.length === 0) return undefined;
    return [...(found.includes('GET') ? READS : []), ...found.filter((method) => method !== 'GET'), 'OPTIONS'];
  };
}

/**
 * The methods a page's address answers, for the Allow header of a 405: a built file is only read;
 * any other address may be an on-demand page (the deposit route, the office), which takes forms
 * too, and Astro and the page decide the rest. TRACE, CONNECT, WebDAV's PROPFIND and the like are
 * never among them: they used to reach Astro, which answered them with a 500 and a stack trace.
 */
export function pageMethodsFor(isBuiltFile: boolean): readonly string[] {
  return isBuiltFile ? READS : READS_AND_FORMS;
}
