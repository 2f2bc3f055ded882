/**
 * The daily cap per brand on sign-in texts (issue 16, item 8): a stop for an SMS-pumping run
 * that slips past the per-address and per-phone limits (many addresses, many numbers). Codes
 * sent in the last 24 hours are counted per retail network; at the cap, sending pauses until
 * older codes leave the day (the clean-up keeps codes 25 h, so the count is whole).
 */
export const SMS_CAP_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Says when a brand's pause should be logged: once when it starts, in this process, and again
 * only after a send went through (the pause ended) or a day later (it still holds). Each API
 * instance logs its own line; a pumping run refused thousands of times writes one.
 */
export class SmsCapAlarm {
  /** retail network → when its pause was last logged */
  private readonly loggedAt = new Map<number, number>();

  /** true when this refusal is the one to log */
  shouldLog(rn: number, now: Date): boolean {
    const last = this.loggedAt.get(rn);
    if (last !== undefined && now.getTime() - last < SMS_CAP_WINDOW_MS) return false;
    this.loggedAt.set(rn, now.getTime());
    return true;
  }

  /** a send went through: the next pause is news again */
  sent(rn: number): void {
    this.loggedAt.delete(rn);
  }
}
