import compile from 'icu-minify/compile';

/**
 * Every message compiled from its ICU text to icu-minify's form, once, when a language's messages
 * are read (request.ts). next.config.ts points next-intl's formatter at its format-only variant,
 * which reads that form: the ICU parser stays out of the browser, where every
 * client component's `useTranslations` used to need it. This is what next-intl's own
 * `experimental.messages.precompile` does for messages imported by the bundler; ours are read at
 * run time from public/locales, so the compiling happens here.
 */
export function precompileMessages<T>(messages: T): T {
  if (typeof messages === 'string') return plain(compile(messages)) as T;
  return mapTree(messages, precompileMessages);
}

/**
 * The compiled form as plain arrays and objects: icu-minify gives a plural's cases an object
 * without a prototype, which React refuses to pass to client components.
 */
const plain = (value: unknown): unknown => mapTree(value, plain);

function mapTree<T>(value: T, each: (child: unknown) => unknown): T {
  if (Array.isArray(value)) return value.map(each) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, each(child)])) as T;
  return value;
}
