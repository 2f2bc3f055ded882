import { servedLanguage } from '@food/domain/language';
import type { TFeedbacksBody, TFeedbacksResponse, TLanguage, TSiteText } from '@food/contracts';
import { and, asc, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cityAreas, feedbacks, siteTexts, type SITE_TEXT_KINDS } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { decodeCursor, encodeCursor } from './continuation-token.js';
import { averageScore } from './feedback-summary.js';

/** The site API: legal texts, city areas and customer feedback. */
export class SiteService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
  ) {}

  /** A city's own text wins over the network-wide one; the brand's default language fills in. */
  async getText(
    kind: (typeof SITE_TEXT_KINDS)[number],
    q: { retailNetworkId: number; businessRegionId: number; language?: TLanguage },
  ): Promise<TSiteText> {
    const { brand } = await this.tenants.getTenant(q.retailNetworkId);
    await this.tenants.getRegion(q.retailNetworkId, q.businessRegionId);
    const lang = servedLanguage(q.language, brand);
    const rows = await this.db
      .select()
      .from(siteTexts)
      .where(
        and(
          eq(siteTexts.retailNetworkId, q.retailNetworkId),
          eq(siteTexts.kind, kind),
          or(eq(siteTexts.businessRegionId, q.businessRegionId), isNull(siteTexts.businessRegionId)),
        ),
      );
    const rank = (r: (typeof rows)[number]) =>
      (r.language === lang ? 0 : r.language === brand.defaultLanguage ? 2 : 4) +
      (r.businessRegionId === null ? 1 : 0);
    const best = rows.sort((a, b) => rank(a) - rank(b))[0];
    if (!best)
      throw new AppError(
        'SITE_TEXT_NOT_FOUND',
        `No ${kind.toLowerCase().replace('_', ' ')} text for this brand`,
      );
    return {
      title: best.title,
      html: best.html,
      language: best.language as TLanguage,
      updatedAt: best.updatedAt.toISOString(),
    };
  }

  async getCityAreas(retailNetworkId: number, slug: string) {
    await this.tenants.getTenant(retailNetworkId);
    const region = await this.tenants.findRegionBySlug(retailNetworkId, slug);
    if (!region)
      throw new AppError('CITY_NOT_FOUND', `City ${slug} was not found in retail network ${retailNetworkId}`);
    const areas = await this.db
      .select({ id: cityAreas.id, settings: cityAreas.settings })
      .from(cityAreas)
      .where(eq(cityAreas.businessRegionId, region.id))
      .orderBy(cityAreas.sortOrder, cityAreas.id);
    return { businessRegionId: region.id, slug, areas };
  }

  async listFeedbacks(q: TFeedbacksBody): Promise<TFeedbacksResponse> {
    await this.tenants.getTenant(q.retailNetworkId);
    if (q.businessRegionId !== undefined) await this.tenants.getRegion(q.retailNetworkId, q.businessRegionId);
    const cursor = q.continuationToken
      ? decodeCursor(q.continuationToken, q.sortProperty, q.sortDirection)
      : null;
    const column = q.sortProperty === 'date' ? feedbacks.createdAt : feedbacks.score;
    const after = q.sortDirection === 'desc' ? lt : gt;
    // only published reviews reach the public page: a rated order's text may wait for staff
    const shown: (SQL | undefined)[] = [
      eq(feedbacks.retailNetworkId, q.retailNetworkId),
      eq(feedbacks.status, 'PUBLISHED'),
      q.businessRegionId === undefined ? undefined : eq(feedbacks.businessRegionId, q.businessRegionId),
      q.lang ? eq(feedbacks.language, q.lang) : undefined,
    ];
    const filters = [...shown];
    if (cursor) {
      const value = cursor.p === 'date' ? new Date(cursor.v as string) : (cursor.v as number);
      filters.push(or(after(column, value), and(eq(column, value), after(feedbacks.id, cursor.id))));
    }
    const order = q.sortDirection === 'desc' ? desc : asc;
    const rows = await this.db
      .select()
      .from(feedbacks)
      .where(and(...filters))
      .orderBy(order(column), order(feedbacks.id))
      .limit(q.pageSize + 1);
    // one aggregate row over the same reviews the list pages through
    const [totals] = await this.db
      .select({
        count: sql<number>`count(*)::int`.mapWith(Number),
        sum: sql<number>`coalesce(sum(${feedbacks.score}), 0)::int`.mapWith(Number),
      })
      .from(feedbacks)
      .where(and(...shown));
    const count = totals?.count ?? 0;
    const page = rows.slice(0, q.pageSize);
    const last = page.at(-1);
    return {
      items: page.map((f) => ({
        id: f.id,
        authorName: f.authorName,
        score: f.score,
        comment: f.comment,
        reply: f.reply,
        language: f.language,
        businessRegionId: f.businessRegionId,
        createdAt: f.createdAt.toISOString(),
      })),
      continuationToken:
        rows.length > q.pageSize && last
          ? encodeCursor({
              p: q.sortProperty,
              d: q.sortDirection,
              v: q.sortProperty === 'date' ? last.createdAt.toISOString() : last.score,
              id: last.id,
            })
          : null,
      summary: { count, average: averageScore(totals?.sum ?? 0, count) },
    };
  }
}
