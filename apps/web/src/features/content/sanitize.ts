import sanitizeHtml from 'sanitize-html';

/**
 * The site texts (public offer, privacy, requisites, about) and promotion bodies come from the
 * operator as HTML. They are cleaned on the server before the page is rendered, so whatever an
 * editor (or an attacker who got into the editor) typed, the page gets text and simple markup
 * only: no scripts, no event handlers, no styles, no frames or SVG, no javascript: or data:
 * links. An allow-list, not a deny-list: anything not named here is dropped.
 */
export interface SanitizeOptions {
  /** turns a site path ("/menu/rolls") into its address in the page's language */
  localizePath?: (path: string) => string;
}

const ALLOWED_TAGS = [
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

/** A site path: one leading slash (a protocol-relative "//host" is another site). */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function sanitizeSiteHtml(html: string, { localizePath }: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    // links may call or write; pictures only load over the web
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // the page has its own h1; an editor's h1 becomes a section title
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        if (isSitePath(href)) {
          return {
            tagName,
            attribs: {
              href: localizePath ? localizePath(href) : href,
              ...(attribs.title ? { title: attribs.title } : {}),
            },
          };
        }
        // other sites open in a new tab and learn nothing of this page
        const external = /^https?:\/\//i.test(href);
        return {
          tagName,
          attribs: {
            ...(href ? { href } : {}),
            ...(attribs.title ? { title: attribs.title } : {}),
            ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
          },
        };
      },
      // a picture is an absolute web address or a site path; anything else ("x") is left out
      img: (tagName, { src = '', ...attribs }) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(/^(?:https?:\/\/|\/(?!\/))/i.test(src.trim()) ? { src: src.trim() } : {}),
          loading: 'lazy',
        },
      }),
    },
    // an image without a (safe) address is nothing worth keeping
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** Plain text of (clean) HTML on one line, for meta descriptions and previews. */
export function plainText(html: string): string {
  return (
    sanitizeHtml(html.replace(/<\/(p|li|h\d|tr|blockquote)>|<br\s*\/?>/gi, '$& '), {
      allowedTags: [],
      allowedAttributes: {},
    })
      .replace(/\s+/g, ' ')
      .trim()
      // sanitize-html escapes these five in text; the callers escape again where they write
      .replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ENTITIES[e]!)
  );
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
