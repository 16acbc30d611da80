import MarkdownIt from 'markdown-it';

/**
 * Markdown → HTML for blog posts and resource articles, on the server (decision 703). markdown-it with raw HTML
 * off: every `<`, `>` and `&` a writer types is escaped, so `<script>`, `<img onerror>` or `<iframe>` arrive as
 * text. Links and images pass only with http(s), mailto (links) or a site-relative address; anything else
 * (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, obfuscated schemes) leaves the text unlinked.
 * Links off the site get `rel="noopener noreferrer nofollow"` and open in a new tab; the site's own images load lazily,
 * and an image off the site (which the CSP would block) is written as a link to it.
 */

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

// Controls and whitespace inside a scheme ("java\tscript:") are ignored by browsers: they are dropped before looking.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** Whether a link or image address may be written out. */
export function safeUrl(url: string, kind: 'link' | 'image' = 'link'): boolean {
  const compact = url.replace(INVISIBLE, '').toLowerCase();
  if (compact.startsWith('//') || compact.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (!scheme) return true; // relative: /jobs, #section, page.html
  if (scheme === 'http' || scheme === 'https') return true;
  return kind === 'link' && scheme === 'mailto';
}

md.validateLink = (url) => safeUrl(url, 'link');

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim()) || /^mailto:/i.test(href.trim());

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href') ?? '';
  if (isExternal(href) && !/^mailto:/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const defaultImage =
  md.renderer.rules.image ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = token.attrGet('src') ?? '';
  if (!safeUrl(src, 'image')) return md.utils.escapeHtml(token.content);
  // The pages' CSP loads only the site's own images (img-src 'self' data:), so an off-site image would show as a
  // broken picture: it becomes a link to the image instead, named by its description (or its address).
  if (isExternal(src)) {
    const text = md.utils.escapeHtml(token.content || src);
    return `<a href="${md.utils.escapeHtml(src)}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;
  }
  token.attrSet('loading', 'lazy');
  return defaultImage(tokens, idx, options, env, self);
};

// The page around a post or an article already has its title as the one h1. A writer who starts at `#` means the first
// level inside it: when the body uses h1, every heading moves one level down (h1 → h2 … h5 → h6; h6 stays). A body
// that already starts at `##` is left as written.
md.core.ruler.push('headings_below_the_title', (state) => {
  const headings = state.tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close');
  if (!headings.some((t) => t.tag === 'h1')) return;
  for (const token of headings) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
});

/** The sanitised HTML of a Markdown text. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}
