import { z } from 'zod';

// In the browser, zod's faster parsers are built with `new Function`, which the site's CSP
// forbids; even the probe for it is reported as a violation. Islands that validate with zod
// import this first. On the server (and the build's rendering) zod keeps its compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
