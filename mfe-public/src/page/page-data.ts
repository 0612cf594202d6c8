/**
 * The data a server-rendered page was rendered with travels in the HTML as
 * `<script type="application/json">`: the gateway's CSP (`script-src 'self'`) refuses
 * inline scripts, but a JSON block is never run, and the browser bundle reads it to hydrate.
 */
export const PAGE_DATA_ID = 'page-data';

/** JSON safe inside a script element: no `</script>`, no `<!--`, no line separators JavaScript would choke on. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function readPageData<T>(): T {
  return JSON.parse(document.getElementById(PAGE_DATA_ID)!.textContent!) as T;
}
