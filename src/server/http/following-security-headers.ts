import type { SecurityHeaders } from './security-headers.ts';

/** Security headers that are always those `current()` gives: the build being served changes, and its pages' policy with it. */
export function followingSecurityHeaders(current: () => SecurityHeaders): SecurityHeaders {
  return {
    get page() {
      return current().page;
    },
    get framedFiles() {
      return current().framedFiles;
    },
    get api() {
      return current().api;
    },
    forPath: (path) => current().forPath(path),
  };
}
