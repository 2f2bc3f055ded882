/**
 * How many SMS parts a text costs (3GPP TS 23.038). A text of GSM 03.38 characters only goes as
 * GSM-7: 160 characters in one part, 153 per part once split (the rest is the concatenation
 * header), and the extension characters (€, [, ], {, }, ^, ~, |, \, form feed) count twice.
 * Any other character (Cyrillic, ’, emoji) sends the whole text as UCS-2: 70 UTF-16 units in one
 * part, 67 per part once split. Every part is billed, so texts are written to fit.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** septets for GSM-7, UTF-16 code units for UCS-2 */
  units: number;
  parts: number;
}

/** Whether every character of `text` can go as GSM-7. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7_BASIC.has(ch) && !GSM7_EXTENSION.has(ch)) return false;
  return true;
}

export function smsSize(text: string): SmsSize {
  if (isGsm7(text)) {
    let units = 0;
    for (const ch of text) units += GSM7_EXTENSION.has(ch) ? 2 : 1;
    return { encoding: 'GSM-7', units, parts: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'UCS-2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
