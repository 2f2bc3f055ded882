import { ZProduct, ZSearchResponse, type TProduct, type TSearchResponse } from '@food/contracts';

/**
 * The JSON of each product found, checked against the contract once and kept per product object.
 * Results are the city catalogue's own product objects (search-documents → ProductCatalog), which
 * are never changed, only replaced with the whole catalogue; checking and serialising ten of them
 * on every search cost more CPU than finding them.
 */
const productJson = new WeakMap<TProduct, string>();

function jsonOf(product: TProduct): string {
  let json = productJson.get(product);
  if (json === undefined) {
    json = JSON.stringify(ZProduct.parse(product));
    productJson.set(product, json);
  }
  return json;
}

const ZSearchHead = ZSearchResponse.omit({ data: true });

/** A search response as the body to send: the contract's shape, each product checked once. */
export function searchResponseBody(response: TSearchResponse): Buffer {
  const { query, pagination } = ZSearchHead.parse(response);
  const data = response.data.map(jsonOf).join(',');
  return Buffer.from(
    `{"query":${JSON.stringify(query)},"data":[${data}],"pagination":${JSON.stringify(pagination)}}`,
  );
}
