/**
 * JSON for an inline `<script type="application/ld+json">` (decision 300). JSON.stringify leaves `<`, `>` and `&`
 * as they are, so a posting titled `</script><script>…` would end the element; U+2028/U+2029 end lines in older
 * script parsers. All become \u escapes, which JSON readers turn back into the same text.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
