import { describe, expect, it } from 'vitest';
import { SMS_CAP_WINDOW_MS, SmsCapAlarm } from './sms-daily-cap.js';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('SmsCapAlarm', () => {
  it('logs a pause once per brand, again after it ended or a day later', () => {
    const alarm = new SmsCapAlarm();
    expect(alarm.shouldLog(1, t0)).toBe(true);
    expect(alarm.shouldLog(1, at(1_000))).toBe(false);
    expect(alarm.shouldLog(1, at(SMS_CAP_WINDOW_MS - 1))).toBe(false);
    // another brand's pause is its own news
    expect(alarm.shouldLog(2, at(2_000))).toBe(true);
    expect(alarm.shouldLog(1, at(SMS_CAP_WINDOW_MS))).toBe(true);
    alarm.sent(1);
    expect(alarm.shouldLog(1, at(SMS_CAP_WINDOW_MS + 1))).toBe(true);
    expect(alarm.shouldLog(2, at(3_000))).toBe(false);
  });
});
