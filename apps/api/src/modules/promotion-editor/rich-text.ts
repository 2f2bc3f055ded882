/**
 * Rich text of promotion pages and site texts (issue 19 item 5). The editor sends Markdown (which
 * may hold simple HTML, so a text first written as HTML stays editable); the server turns it into
 * HTML with `marked` and always sanitises the result with `sanitize-html`, whatever the client
 * sent. The allow-list is the storefront's (apps/web/src/features/content/sanitize.ts): what is
 * stored is what the storefront renders, and a script, an event handler, a style, a frame or a
 * javascript: link never reaches the database.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** The storefront's tags (apps/web/src/features/content/sanitize.ts ALLOWED_TAGS). */
const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sup',
  'sub',
  'a',
  'blockquote',
  'hr',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // the content of <script>, <style> and the like goes with the tag; other unknown tags keep their text
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math'],
  // the page has its own h1 (the storefront does the same)
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Sanitised HTML, for HTML that is already HTML. */
function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Markdown (simple HTML allowed) → sanitised HTML, as it is stored and shown. */
export function richTextToHtml(source: string): string {
  if (!source.trim()) return '';
  return sanitizeRichHtml(markdown.parse(source, { async: false }));
}
