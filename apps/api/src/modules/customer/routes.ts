import {
  ZUserAddressCreated,
  ZUserAddressParams,
  ZUserAddressInput,
  ZAvatarBody,
  ZErrorResponse,
  ZFavoriteIds,
  ZFavoriteParams,
  ZFavoritesList,
  ZFavoritesQuery,
  ZGetUserQuery,
  ZNotificationPreferences,
  ZNotificationPreferencesPatch,
  ZProfilePatch,
  ZUser,
  ZUserIdParams,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { customerGuard } from '../../lib/session.js';
import type { Clock } from '../../lib/clock.js';
import type { CustomerService } from './service.js';
import type { Database } from '../../db/client.js';

/** the services used here, of those services.ts builds */
interface CustomerRoutesDeps {
  clock: Clock;
  customers: CustomerService;
  database: Database;
}

const tags = ['customer'];
const userErrors = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse };
/** a saved address is placed on the map: one no zone serves is a 422, a provider down a 503 */
const addressErrors = { ...userErrors, 422: ZErrorResponse, 503: ZErrorResponse };
/** base64 of the 5 MB avatar limit, with room for a data-URL prefix */
const AVATAR_BODY_LIMIT = 7 * 1024 * 1024;

/** Customer API of SPEC section 7 under /customer: each route acts only on the session's own user. */
export const customerRoutes =
  (services: CustomerRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { customers } = services;
    const preValidation = customerGuard(services);

    app.get(
      '/v1/get/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'The signed-in customer with their addresses',
          params: ZUserIdParams,
          querystring: ZGetUserQuery,
          response: { 200: ZUser, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return customers.getUser(req.params.userId);
      },
    );

    app.patch(
      '/v1/patch/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Change name, e-mail or birth date (fullName replaces the three names; SPEC 5)',
          params: ZUserIdParams,
          body: ZProfilePatch,
          response: { 200: ZUser, ...userErrors },
        },
      },
      (req) => customers.patchProfile(req.params.userId, req.body),
    );

    // issue 21 item 7: what the customer is told of their orders' status (the account's page)
    app.get(
      '/v1/notificationPreferences/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary:
            "The customer's choices of order status messages: e-mail, SMS, push (defaults until chosen)",
          params: ZUserIdParams,
          response: { 200: ZNotificationPreferences, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return customers.preferences.get(req.params.userId);
      },
    );

    app.patch(
      '/v1/notificationPreferences/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Change some of the order status channels; the answer is all of them',
          params: ZUserIdParams,
          body: ZNotificationPreferencesPatch,
          response: { 200: ZNotificationPreferences, ...userErrors },
        },
      },
      (req) => customers.preferences.update(req.params.userId, req.body),
    );

    app.put(
      '/v1/updateAvatar/:userId',
      {
        preValidation,
        bodyLimit: AVATAR_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Upload an avatar: base64 JPEG, PNG or WebP up to 5 MB, stored as a 512 px square',
          params: ZUserIdParams,
          body: ZAvatarBody,
          response: { 200: ZUser, ...userErrors, 413: ZErrorResponse },
        },
      },
      (req) => customers.updateAvatar(req.params.userId, req.body.content),
    );

    app.delete(
      '/v1/removeAvatar/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Remove the avatar',
          params: ZUserIdParams,
          response: { 200: ZUser, ...userErrors },
        },
      },
      (req) => customers.removeAvatar(req.params.userId),
    );

    app.get(
      '/v1/avatars/:imageKey',
      {
        schema: {
          tags,
          summary: 'An avatar image (the key changes with every upload, so it is cached for good)',
          params: z.object({ imageKey: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }),
        },
      },
      async (req, reply) => {
        const avatar = await customers.getAvatar(req.params.imageKey);
        if (!avatar) throw new AppError('IMAGE_NOT_FOUND', 'Avatar was not found');
        return reply
          .header('content-type', avatar.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(avatar.content);
      },
    );

    app.post(
      '/v1/addAddress/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Add a delivery address (a city of the network is required, and a delivery zone must serve it)',
          params: ZUserIdParams,
          body: ZUserAddressInput,
          response: { 200: ZUserAddressCreated, ...addressErrors },
        },
      },
      (req) => customers.addAddress(req.params.userId, req.body),
    );

    app.put(
      '/v1/updateAddress/:userId/:addressId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Replace a delivery address (the same rules as adding one)',
          params: ZUserAddressParams,
          body: ZUserAddressInput,
          response: { 200: ZUser, ...addressErrors },
        },
      },
      (req) => customers.updateAddress(req.params.userId, req.params.addressId, req.body),
    );

    app.delete(
      '/v1/removeAddress/:userId/:addressId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Delete a delivery address',
          params: ZUserAddressParams,
          response: { 200: ZUser, ...userErrors },
        },
      },
      (req) => customers.removeAddress(req.params.userId, req.params.addressId),
    );

    app.get(
      '/v2/listFavorites/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Favourite products sold in the city, in the catalogue product shape',
          params: ZUserIdParams,
          querystring: ZFavoritesQuery,
          response: { 200: ZFavoritesList, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return customers.listFavorites(req.params.userId, req.query);
      },
    );

    app.post(
      '/v1/addFavorites/:userId/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Add a product to favourites (idempotent); answers the favourite ids',
          params: ZFavoriteParams,
          response: { 200: ZFavoriteIds, ...userErrors },
        },
      },
      (req) => customers.addFavorite(req.params.userId, req.params.productId),
    );

    app.delete(
      '/v1/removeFavorites/:userId/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Remove a product from favourites (idempotent); answers the favourite ids',
          params: ZFavoriteParams,
          response: { 200: ZFavoriteIds, ...userErrors },
        },
      },
      (req) => customers.removeFavorite(req.params.userId, req.params.productId),
    );
  };
