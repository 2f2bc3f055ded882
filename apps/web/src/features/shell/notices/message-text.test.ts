import { describe, expect, it } from 'vitest';
import { messagePath, messageText } from './message-text';

const messages: Record<string, string> = {
  'checkout.order_creation_error': 'Не вдалося створити замовлення. Зателефонуйте {phone}.',
};
const translate = (path: string) => messages[path] ?? null;

describe('message popup text', () => {
  it('maps a namespaced key to its message path', () => {
    expect(messagePath('confirmPhoneCode:try_again')).toBe('confirmPhoneCode.try_again');
    expect(messagePath('common.ok')).toBe('common.ok');
  });

  it('translates a key and substitutes the support phone', () => {
    expect(messageText({ key: 'checkout:order_creation_error' }, translate, '+380443332727')).toBe(
      'Не вдалося створити замовлення. Зателефонуйте +380443332727.',
    );
  });

  it('uses plain text when there is no key or the key is unknown', () => {
    expect(messageText({ text: 'Call {phone}' }, translate, '+971')).toBe('Call +971');
    expect(messageText({ key: 'nope:missing', text: 'Fallback' }, translate, null)).toBe('Fallback');
  });

  it('drops the placeholder cleanly when no phone is known', () => {
    expect(messageText({ text: 'Please call {phone}.' }, translate, null)).toBe('Please call.');
  });

  it('has no text without a known key or text', () => {
    expect(messageText({ key: 'nope:missing' }, translate, '+380')).toBeNull();
    expect(messageText({}, translate, '+380')).toBeNull();
  });
});
