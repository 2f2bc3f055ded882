import { describe, expect, it } from 'vitest';
import { chatProblem, emailProblem, linesOf } from './staff-alert-rules';

describe('staff alert targets in the form', () => {
  it('reads one per line, commas and semicolons too, blanks dropped', () => {
    expect(linesOf(' -1001234567890 \n\n@kitchen_ua, 42;')).toEqual(['-1001234567890', '@kitchen_ua', '42']);
  });

  it('a chat is a whole number or @channelname', () => {
    expect(chatProblem(['-1001234567890', '@kitchen_ua', '42'])).toBeNull();
    expect(chatProblem(['kitchen'])).toEqual({ problem: 'invalid', value: 'kitchen' });
    expect(chatProblem(['@abc'])).toEqual({ problem: 'invalid', value: '@abc' });
    expect(chatProblem(['1.5'])).toEqual({ problem: 'invalid', value: '1.5' });
  });

  it('e-mails are addresses, each once whatever the case, at most five', () => {
    expect(emailProblem(['chef@example.com'])).toBeNull();
    expect(emailProblem(['chef@example'])).toEqual({ problem: 'invalid', value: 'chef@example' });
    expect(emailProblem(['a@example.com', 'A@Example.com'])).toEqual({
      problem: 'repeated',
      value: 'A@Example.com',
    });
    expect(emailProblem(['1', '2', '3', '4', '5', '6'].map((n) => `${n}@example.com`))).toEqual({
      problem: 'tooMany',
    });
  });
});
