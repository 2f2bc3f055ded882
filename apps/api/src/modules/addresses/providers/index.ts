import type { AppConfig } from '../../../config.js';
import type { AddressProvider } from '../address-provider.js';
import { BuiltinAddressProvider } from '../builtin-provider.js';
import { DadataAddressProvider } from './dadata.js';
import { GooglePlacesAddressProvider } from './google.js';
import { NominatimAddressProvider } from './nominatim.js';
import { YandexAddressProvider } from './yandex.js';

type AddressConfig = Pick<
  AppConfig,
  | 'ADDRESS_PROVIDER'
  | 'ADDRESS_PROVIDER_TIMEOUT_MS'
  | 'ADDRESS_PROVIDER_USER_AGENT'
  | 'NOMINATIM_URL'
  | 'GOOGLE_PLACES_API_KEY'
  | 'GOOGLE_PLACES_URL'
  | 'YANDEX_GEOCODER_API_KEY'
  | 'YANDEX_GEOCODER_URL'
  | 'DADATA_API_KEY'
  | 'DADATA_URL'
>;

/** The provider ADDRESS_PROVIDER names; config.ts has already refused a missing key. */
export function createAddressProvider(config: AddressConfig): AddressProvider {
  const http = {
    timeoutMs: config.ADDRESS_PROVIDER_TIMEOUT_MS,
    userAgent: config.ADDRESS_PROVIDER_USER_AGENT,
  };
  switch (config.ADDRESS_PROVIDER) {
    case 'builtin':
      return new BuiltinAddressProvider();
    case 'nominatim':
      return new NominatimAddressProvider(config.NOMINATIM_URL, http);
    case 'google':
      return new GooglePlacesAddressProvider(
        config.GOOGLE_PLACES_URL,
        config.GOOGLE_PLACES_API_KEY ?? '',
        http,
      );
    case 'yandex':
      return new YandexAddressProvider(
        config.YANDEX_GEOCODER_URL,
        config.YANDEX_GEOCODER_API_KEY ?? '',
        http,
      );
    case 'dadata':
      return new DadataAddressProvider(config.DADATA_URL, config.DADATA_API_KEY ?? '', http);
  }
}
