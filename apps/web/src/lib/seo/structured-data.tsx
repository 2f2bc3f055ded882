import { serializeJsonLd } from './json-ld';

/** One JSON-LD block; the data is escaped so no text of the catalogue can break out of it. */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
