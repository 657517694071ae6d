/**
 * The inline script that starts Google Tag Manager's container `id` (validated by the
 * environment's schema as GTM-…); a string so the build can hash it into the Content-Security-Policy.
 */
export function tagManagerScript(id: string): string {
  return (
    `(()=>{window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `const tag=document.createElement('script');tag.async=true;tag.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(${JSON.stringify(id)});` +
    `document.head.appendChild(tag);})();`
  );
}
