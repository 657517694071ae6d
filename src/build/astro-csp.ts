import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import { loadConfig } from '../server/config/env.ts';
import { pageCsp } from '../server/http/page-csp.ts';
import { HIDE_NEWSLETTER_SCRIPT, MARK_SCRIPTING_SCRIPT } from './inline-scripts.ts';
import { tagManagerScript } from './tag-manager-script.ts';

type AstroCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

/**
 * Astro's `security.csp` for every page, from the build's settings (issue 10). Astro hashes the
 * scripts and styles it writes itself (the islands' loader, inlined module scripts, stylesheets);
 * the project's own inline scripts are strings in code (is:inline set:html) and hashed here.
 */
export function astroCsp(): AstroCsp {
  const config = loadConfig();
  const policy = pageCsp(config);
  const inlineScripts = [
    HIDE_NEWSLETTER_SCRIPT,
    MARK_SCRIPTING_SCRIPT,
    ...(config.analyticsGtmId ? [tagManagerScript(config.analyticsGtmId)] : []),
  ];
  return {
    algorithm: 'SHA-256',
    directives: policy.directives as NonNullable<AstroCsp['directives']>,
    scriptDirective: { resources: policy.scriptSources, hashes: inlineScripts.map(sha256) },
    styleDirective: { resources: policy.styleSources },
  };
}
