const READS = ['GET', 'HEAD'] as const;
const READS_AND_FORMS = ['GET', 'HEAD', 'POST'] as const;

/**
 * The methods the API answers, read once from its routes (HEAD goes with GET), so a route added
 * with .put() or .delete() is allowed with no change here. An app that does not list its routes
 * is taken to read and post.
 */
export function apiMethodsOf(api: object): readonly string[] {
  if (!('routes' in api) || !Array.isArray(api.routes)) return READS_AND_FORMS;
  const methods = new Set<string>(READS);
  for (const route of api.routes as { method: string }[])
    if (route.method !== 'ALL') methods.add(route.method.toUpperCase());
  return [...methods];
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
