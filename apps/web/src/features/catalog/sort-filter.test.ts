import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT_FILTER,
  activeChoices,
  filterBody,
  filterPath,
  isDefaultSortFilter,
} from './sort-filter';

describe('sort and filter drawer', () => {
  it('sends the menu order when nothing is chosen', () => {
    expect(filterBody(DEFAULT_SORT_FILTER)).toEqual({ isHot: false, isVegan: false });
    expect(isDefaultSortFilter(DEFAULT_SORT_FILTER)).toBe(true);
  });

  it('maps each sort option to property and direction', () => {
    expect(filterBody({ ...DEFAULT_SORT_FILTER, sort: 'price-asc' }).sorting).toEqual({
      property: 'Price',
      direction: 'ASC',
    });
    expect(filterBody({ ...DEFAULT_SORT_FILTER, sort: 'price-desc' }).sorting).toEqual({
      property: 'Price',
      direction: 'DESC',
    });
    expect(filterBody({ ...DEFAULT_SORT_FILTER, sort: 'weight-asc' }).sorting).toEqual({
      property: 'Weight',
      direction: 'ASC',
    });
    expect(filterBody({ ...DEFAULT_SORT_FILTER, sort: 'weight-desc' }).sorting).toEqual({
      property: 'Weight',
      direction: 'DESC',
    });
  });

  it('counts active choices for the badge', () => {
    expect(activeChoices({ isHot: true, isVegan: true, sort: 'weight-desc' })).toBe(3);
    expect(activeChoices({ isHot: false, isVegan: true, sort: 'default' })).toBe(1);
  });

  it('asks the catalogue for the city, category and language', () => {
    const url = new URL(filterPath({ rn: 1, br: 101, category: 'сети', lang: 'ru' }), 'http://x');
    expect(url.pathname).toBe('/catalog/v1/products/filter/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rn: '1',
      br: '101',
      target: 'WEB',
      category: 'сети',
      lang: 'ru',
    });
  });
});
