import {
  ZAddressGeocodeQuery,
  ZAddressGeocodeResult,
  ZAddressReverseQuery,
  ZAddressSuggestQuery,
  ZAddressSuggestions,
  ZErrorResponse,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { AddressService } from './address-service.js';

/** the services used here, of those services.ts builds */
interface AddressRoutesDeps {
  addresses: AddressService;
}

const tags = ['geo'];
/** the provider is down, slow or refuses our key */
const responses = { ...errorResponses, 503: ZErrorResponse } as const;

/** Address suggestions and geocoding, under /geo beside geo by IP. */
export const addressRoutes =
  ({ addresses }: AddressRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/addresses/suggest',
      {
        schema: {
          tags,
          summary: 'Addresses of the city matching what the customer typed (street, optionally a house)',
          querystring: ZAddressSuggestQuery,
          response: { 200: ZAddressSuggestions, ...responses },
        },
      },
      (req) =>
        addresses.suggest({
          retailNetworkId: req.query.rn,
          businessRegionId: req.query.br,
          query: req.query.query,
          lang: req.query.lang,
          limit: req.query.limit,
        }),
    );

    app.get(
      '/v1/addresses/geocode',
      {
        schema: {
          tags,
          summary: "Where a typed street and house are, and whether the customer's city delivers there",
          querystring: ZAddressGeocodeQuery,
          response: { 200: ZAddressGeocodeResult, ...responses },
        },
      },
      (req) =>
        addresses.geocode({
          retailNetworkId: req.query.rn,
          businessRegionId: req.query.br,
          street: req.query.street,
          house: req.query.house,
          lang: req.query.lang,
        }),
    );

    app.get(
      '/v1/addresses/reverse',
      {
        schema: {
          tags,
          summary:
            "The street address at the customer's location, and whether the customer's city delivers there",
          querystring: ZAddressReverseQuery,
          response: { 200: ZAddressGeocodeResult, ...responses },
        },
      },
      (req) =>
        addresses.reverse({
          retailNetworkId: req.query.rn,
          businessRegionId: req.query.br,
          lat: req.query.lat,
          lng: req.query.lng,
          lang: req.query.lang,
        }),
    );
  };
