/** Where Debian's libnginx-mod-http-brotli-static puts its module (Debian's nginx 1.22 has no brotli of its own). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
