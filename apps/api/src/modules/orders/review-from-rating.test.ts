import { describe, expect, it } from 'vitest';
import { reviewAuthorName, reviewStatusOf } from './review-from-rating.js';

describe('the review a rated order leaves', () => {
  it('publishes a score without text at once, whatever the moderation setting', () => {
    expect(reviewStatusOf('', false)).toBe('PUBLISHED');
    expect(reviewStatusOf('   ', false)).toBe('PUBLISHED');
    expect(reviewStatusOf('', true)).toBe('PUBLISHED');
  });

  it('keeps text for staff unless reviews are published unmoderated', () => {
    expect(reviewStatusOf('Смачно, але довго', false)).toBe('PENDING');
    expect(reviewStatusOf('Смачно, але довго', true)).toBe('PUBLISHED');
  });

  it('names the author by first name and last initial, from the account first', () => {
    expect(reviewAuthorName({ firstName: 'Олена', lastName: 'Коваль' }, 'Інше Ім’я')).toBe('Олена К.');
    expect(reviewAuthorName({ firstName: ' Taras ', lastName: '' }, 'Taras Shevchenko')).toBe('Taras');
    expect(reviewAuthorName({ firstName: 'ірина', lastName: 'петренко' }, '')).toBe('ірина П.');
  });

  it('falls back to the order’s contact name, and to nothing', () => {
    expect(reviewAuthorName({ firstName: '', lastName: '' }, '  Андрій   Мельник ')).toBe('Андрій М.');
    expect(reviewAuthorName({ firstName: '', lastName: 'Коваль' }, 'Марина')).toBe('Марина');
    expect(reviewAuthorName({ firstName: '', lastName: '' }, '  ')).toBe('');
  });
});
