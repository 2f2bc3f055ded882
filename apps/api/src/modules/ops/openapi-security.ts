/**
 * The machine API in the OpenAPI document (GET /docs): every /ops route under the tag `ops`, with
 * the bearer scheme its API keys use, declared once here rather than on each route, so a route
 * added to /ops later cannot be left out.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

const OPS_SECURITY_SCHEME = 'opsApiKey';

export const opsSecuritySchemes = {
  [OPS_SECURITY_SCHEME]: {
    type: 'http' as const,
    scheme: 'bearer',
    description:
      'An API key created in the back office (Machine access), scoped to brands or outlets: ' +
      '`Authorization: Bearer <key>`. OPS_TOKEN, when set, is an owner-scoped key.',
  },
};

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

export function withOpsSecurity(transform: Transform): Transform {
  return (input) => {
    const out = transform(input);
    if (!input.url.startsWith('/ops/')) return out;
    return {
      ...out,
      schema: {
        ...out.schema,
        tags: ['ops'],
        security: [{ [OPS_SECURITY_SCHEME]: [] }],
      },
    };
  };
}
