/**
 * The message popup's text (SPEC section 2): a translation key such as
 * "checkout:order_creation_error" (or "checkout.order_creation_error"), or plain text; either
 * may carry `{phone}`, replaced by the support phone.
 */
export interface MessageSource {
  key?: string;
  text?: string;
}

/** "ns:key" → "ns.key", the path next-intl looks messages up by. */
export const messagePath = (key: string) => key.replace(':', '.');

export function messageText(
  message: MessageSource,
  translate: (path: string) => string | null,
  phone: string | null,
): string | null {
  const translated = message.key ? translate(messagePath(message.key)) : null;
  const text = translated ?? message.text ?? null;
  if (text === null) return null;
  return (
    text
      .replaceAll('{phone}', phone ?? '')
      .replace(/\s+([.,!?])/g, '$1')
      .trim() || null
  );
}
