import { WEBHOOK_EVENT_TYPES } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from './machine-api';
import { EVENT_TYPES, isDeliveryRetryable, lastAnswer, sortKeys, webhookUrlProblem } from './machine-rules';

const key = (id: string, createdAt: string, revokedAt: string | null = null): ApiKey => ({
  id,
  name: id,
  prefix: 'fk_x',
  isOwnerScope: false,
  retailNetworkIds: [1],
  outletIds: [],
  createdBy: null,
  createdAt,
  lastUsedAt: null,
  revokedAt,
});

describe('sortKeys', () => {
  it('lists keys in use newest first, then revoked ones latest revoked first', () => {
    const sorted = sortKeys([
      key('old', '2026-01-01T00:00:00Z'),
      key('gone-early', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      key('new', '2026-11-01T00:00:00Z'),
      key('gone-late', '2026-01-15T00:00:00Z', '2026-10-01T00:00:00Z'),
    ]);
    expect(sorted.map((k) => k.id)).toEqual(['new', 'old', 'gone-late', 'gone-early']);
  });
});

describe('lastAnswer', () => {
  it('says the status, the error, both, or nothing yet', () => {
    expect(lastAnswer({ lastStatusCode: 200, lastError: null })).toBe('HTTP 200');
    expect(lastAnswer({ lastStatusCode: 503, lastError: 'Service Unavailable' })).toBe(
      'HTTP 503: Service Unavailable',
    );
    expect(lastAnswer({ lastStatusCode: null, lastError: 'connect ECONNREFUSED' })).toBe(
      'connect ECONNREFUSED',
    );
    expect(lastAnswer({ lastStatusCode: null, lastError: null })).toBeNull();
  });
});

describe('webhookUrlProblem', () => {
  it('wants an http(s) address', () => {
    expect(webhookUrlProblem(' https://pos.example.com/hooks/food ')).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.5:8080/hook')).toBeNull();
    expect(webhookUrlProblem('')).toBe('empty');
    expect(webhookUrlProblem('pos.example.com/hook')).toBe('notUrl');
    expect(webhookUrlProblem('ftp://pos.example.com/hook')).toBe('notHttp');
  });
});

describe('isDeliveryRetryable', () => {
  it('sends failed and delivered ones again, leaves waiting ones to the dispatcher', () => {
    expect(isDeliveryRetryable({ status: 'FAILED' })).toBe(true);
    expect(isDeliveryRetryable({ status: 'DELIVERED' })).toBe(true);
    expect(isDeliveryRetryable({ status: 'PENDING' })).toBe(false);
  });
});

describe('EVENT_TYPES', () => {
  it('offers exactly the events the API takes', () => {
    expect([...EVENT_TYPES]).toEqual([...WEBHOOK_EVENT_TYPES]);
  });
});
