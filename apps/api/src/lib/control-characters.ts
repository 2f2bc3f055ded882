/**
 * Text a request may carry: every string of a body, querystring, route params and the headers a
 * route reads, object keys included, is refused (400 `VALIDATION_ERROR`) when it holds
 *  - a C0 control character other than tab, line feed and carriage return (U+0000–U+0008,
 *    U+000B, U+000C, U+000E–U+001F): PostgreSQL `text` cannot hold U+0000 at all (a NUL was a 500
 *    on 29 fields), and the others are never typed by a person;
 *  - DEL (U+007F), for the same reason;
 *  - a lone UTF-16 surrogate (U+D800–U+DFFF not in a pair): `JSON.parse` accepts `"\ud800"`, which
 *    is no character and not valid UTF-8, so PostgreSQL refuses it.
 * Tab, line feed and carriage return are allowed in every field: comments and addresses are
 * multi-line, and a field that must be one line says so in its own contract. C1 controls
 * (U+0080–U+009F) are valid UTF-8 and stored as sent.
 *
 * Bodies and the headers a route declares are checked inside the validator compiler (app.ts), so
 * it happens where the route's contract is checked: after its guards, only for the parts the route
 * declares. The querystring and route params come from the URL, where a control character can only
 * be percent-encoded: a `preValidation` hook tests the raw URL once and walks them only when it
 * matches, so a cached GET pays one regex test.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';

const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const FORBIDDEN_CHARACTERS_MESSAGE =
  'must not contain control characters (other than tab and line breaks) or unpaired surrogates';

/** `isWellFormed` (Node 20, ES2024) finds lone surrogates natively: a regex with lookarounds cost 13x */
const isWellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

export function hasForbiddenCharacter(text: string): boolean {
  return CONTROL.test(text) || !isWellFormed(text);
}

/** A node still to look at and how it was reached (the path is only built when one is refused). */
interface Pending {
  value: object;
  parent: Pending | null;
  key: string | number;
}

function pathOf(node: Pending): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Pending | null = node; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** bytes and streams are not text (parsed querystrings and params are objects of their own kinds) */
const isBinary = (value: object) =>
  ArrayBuffer.isView(value) ||
  value instanceof ArrayBuffer ||
  typeof (value as { pipe?: unknown }).pipe === 'function';

/**
 * The path of the first string (a value or an object key) holding a forbidden character, or null.
 * Buffers and streams are skipped; the walk is iterative, so a deeply nested body cannot overflow
 * the stack.
 */
export function findForbiddenText(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  const stack: Pending[] = [{ value, parent: null, key: '' }];
  while (stack.length) {
    const node = stack.pop()!;
    const current = node.value;
    if (Array.isArray(current)) {
      for (let i = 0; i < (current as unknown[]).length; i++) {
        const item: unknown = (current as unknown[])[i];
        if (typeof item === 'string') {
          if (hasForbiddenCharacter(item)) return [...pathOf(node), i];
        } else if (item !== null && typeof item === 'object')
          stack.push({ value: item, parent: node, key: i });
      }
      continue;
    }
    if (isBinary(current)) continue;
    for (const key in current as Record<string, unknown>) {
      if (hasForbiddenCharacter(key)) return [...pathOf(node), key];
      const item = (current as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        if (hasForbiddenCharacter(item)) return [...pathOf(node), key];
      } else if (item !== null && typeof item === 'object') stack.push({ value: item, parent: node, key });
    }
  }
  return null;
}

/**
 * A validation error shaped like fastify-type-provider-zod's, so lib/error-handler.ts answers it
 * as every other contract violation (400 `VALIDATION_ERROR` with the field's path).
 */
function forbiddenTextIssues(path: (string | number)[]) {
  return [
    {
      [Symbol.for('ZodFastifySchemaValidationError')]: true,
      keyword: 'invalid_characters',
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/invalid_characters`,
      message: FORBIDDEN_CHARACTERS_MESSAGE,
      params: {},
    },
  ];
}

/**
 * Wraps a validator compiler: a body's or a header's text is checked first, then the route's own
 * schema. The querystring and route params are left to `refuseControlCharactersInUrl`.
 */
export function refusingControlCharacters<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart === 'querystring' || route.httpPart === 'params') return validate;
    return (data) => {
      const path = findForbiddenText(data);
      if (path) return { error: forbiddenTextIssues(path) as never };
      return validate(data);
    };
  };
}

/**
 * In a URL a control character can only arrive percent-encoded (Node refuses raw ones, and an
 * encoded lone surrogate is invalid UTF-8, which the querystring parser leaves undecoded).
 */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * A `preValidation` hook for every route: one regex test of the raw URL, and the parsed query and
 * params are only walked when it matches. A cached read pays ~30 ns for the check.
 */
export function refuseControlCharactersInUrl(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
) {
  if (ENCODED_CONTROL.test(request.url)) {
    for (const part of ['params', 'querystring'] as const) {
      const path = findForbiddenText(part === 'params' ? request.params : request.query);
      if (path) {
        const error = Object.assign(new Error(`Invalid ${part}: ${FORBIDDEN_CHARACTERS_MESSAGE}`), {
          statusCode: 400,
          validation: forbiddenTextIssues(path),
          validationContext: part,
        });
        return done(error);
      }
    }
  }
  done();
}
