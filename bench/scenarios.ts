/** Scenarios of `npm run bench`, with the budgets their issues give. Later issues add theirs. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** fixed request rate, requests per second */
  rate: number;
  p99BudgetMs: number;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'GET /config/v1/init',
    method: 'GET',
    path: '/config/v1/init?rn=1&slug=kyiv&target=WEB',
    rate: 200,
    p99BudgetMs: 20,
  },
  {
    name: 'POST /catalog/v1/products/filter/',
    method: 'POST',
    path: '/catalog/v1/products/filter/?rn=1&br=101&target=WEB&category=philadelphia',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ isHot: false, isVegan: false, sorting: { property: 'Price', direction: 'ASC' } }),
    rate: 200,
    p99BudgetMs: 20,
  },
];
