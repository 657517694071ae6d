// What the health feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { checkReadiness, type Readiness } from './check-readiness.ts';
export { healthRoutes, readinessRoutes } from './health-routes.ts';
