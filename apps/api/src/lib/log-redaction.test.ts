import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { safeError, withLogRedaction, withoutQuotedValues } from './log-redaction.js';

/** a PostgreSQL error as node-postgres and PGlite report it */
function driverError() {
  return Object.assign(new Error('duplicate key value violates unique constraint "customers_phone_key"'), {
    code: '23505',
    severity: 'ERROR',
    detail: 'Key (phone)=(+380671234567) already exists.',
    hint: undefined,
    where: 'PL/pgSQL function order_write(jsonb) line 3',
    table: 'customers',
    constraint: 'customers_phone_key',
    query: 'insert into customers (phone) values ($1)',
    params: ['+380671234567'],
  });
}

function loggerInto(lines: string[]) {
  const options = withLogRedaction(undefined, 'info') as Record<string, unknown>;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return pino(options, stream);
}

describe('what error logs may say', () => {
  it('keeps the SQL and the SQLSTATE of a failed query, never its parameters or detail', () => {
    const err = new DrizzleQueryError(
      'insert into customers (phone) values ($1)',
      ['+380671234567'],
      driverError(),
    );
    const logged = safeError(err) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into customers (phone) values ($1)',
      cause: { type: 'DatabaseError', code: '23505', table: 'customers', constraint: 'customers_phone_key' },
    });
    expect(JSON.stringify(logged)).not.toContain('380671234567');
    expect(JSON.stringify(logged)).not.toContain('params');
    expect(String(logged.stack)).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
  });

  it('cuts the values PostgreSQL quotes in its messages', () => {
    expect(withoutQuotedValues('invalid input syntax for type uuid: "+380671234567"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(withoutQuotedValues('value "380671234567" is out of range for type integer')).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    expect(withoutQuotedValues('relation "orders" does not exist')).toBe('relation "orders" does not exist');
  });

  it('keeps a wrapped cause on its own, sanitised, and other errors as pino writes them', () => {
    const wrapped = new Error('order write failed', {
      cause: new DrizzleQueryError('select 1', ['secret-value'], driverError()),
    });
    const logged = JSON.stringify(safeError(wrapped));
    expect(logged).toContain('order write failed');
    expect(logged).not.toContain('secret-value');
    expect(safeError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });

  it('redacts credentials should a request or response log ever carry its headers', () => {
    const lines: string[] = [];
    const log = loggerInto(lines);
    log.info(
      {
        req: {
          headers: {
            authorization: 'Bearer tok-123',
            cookie: 'session=tok-456',
            'x-recaptcha-token': 'rc-789',
          },
        },
        res: { headers: { 'set-cookie': 'session=tok-abc' } },
        err: new DrizzleQueryError('select $1', ['+380501112233'], undefined),
      },
      'with headers',
    );
    const written = lines.join('');
    for (const secret of ['tok-123', 'tok-456', 'rc-789', 'tok-abc', '380501112233'])
      expect(written).not.toContain(secret);
    expect(written).toContain('[redacted]');
  });
});
