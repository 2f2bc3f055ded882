import { describe, expect, it } from 'vitest';
import {
  downloadAppNoticeLink,
  isOn,
  mobileAppPopupLink,
  platformOf,
  shellVisibility,
  urlOf,
  type Env,
} from './visibility';

const base = {
  env: {},
  isSignedIn: false,
  languages: ['uk'],
  supportPhone: '+380443332727' as string | null,
};
const visible = (patch: Partial<typeof base> & { env?: Env }) => shellVisibility({ ...base, ...patch });

describe('flags', () => {
  it('reads booleans, numbers and strings', () => {
    expect(isOn({ A: true, B: 'true', C: 1, D: '1', E: 'ON' }, 'A')).toBe(true);
    for (const name of ['B', 'C', 'D', 'E'])
      expect(isOn({ B: 'true', C: 1, D: '1', E: 'ON' }, name)).toBe(true);
    for (const v of [false, 'false', 0, '', 'no']) expect(isOn({ A: v }, 'A')).toBe(false);
    expect(isOn({}, 'A')).toBe(false);
  });
});

describe('signed-in rows', () => {
  it('shows account rows, logout and no log-in entry when signed in', () => {
    const v = visible({ isSignedIn: true });
    expect(v).toMatchObject({ accountRows: true, logout: true, login: false });
  });

  it('shows only the log-in entry when anonymous', () => {
    const v = visible({
      isSignedIn: false,
      env: { USE_BONUSES_FEATURE: true, USE_CHAT_SUPPORT_FEATURE: true },
    });
    expect(v).toMatchObject({ accountRows: false, logout: false, login: true, bonuses: false, chat: false });
  });

  it('shows bonuses to signed-in customers only with the bonuses feature', () => {
    expect(visible({ isSignedIn: true, env: { USE_BONUSES_FEATURE: true } }).bonuses).toBe(true);
    expect(visible({ isSignedIn: true, env: { USE_BONUSES_FEATURE: false } }).bonuses).toBe(false);
  });

  it('shows the online chat to signed-in customers only with the chat feature', () => {
    expect(visible({ isSignedIn: true, env: { USE_CHAT_SUPPORT_FEATURE: true } }).chat).toBe(true);
    expect(visible({ isSignedIn: true, env: {} }).chat).toBe(false);
  });
});

describe('pages', () => {
  it('labels delivery as delivery and pickup and lists restaurants when pickup is available', () => {
    expect(visible({ env: { PICKUP_AVAILABLE: true } })).toMatchObject({
      deliveryLabel: 'deliveryAndPickup',
      restaurants: true,
    });
    expect(visible({ env: {} })).toMatchObject({ deliveryLabel: 'delivery', restaurants: false });
  });

  it('shows about and feedbacks behind their flags', () => {
    expect(visible({ env: { SHOW_ABOUT_PAGE: true } })).toMatchObject({ about: true, feedbacks: false });
    expect(visible({ env: { SHOW_FEEDBACKS_PAGE: true } })).toMatchObject({ about: false, feedbacks: true });
  });

  it('shows the public bonuses page only with the bonuses feature and the footer-page flag', () => {
    expect(visible({ env: { USE_BONUSES_FEATURE: true, SHOW_BONUSES_FOOTER_PAGE: true } }).bonusesPage).toBe(
      true,
    );
    expect(visible({ env: { USE_BONUSES_FEATURE: true } }).bonusesPage).toBe(false);
    expect(visible({ env: { SHOW_BONUSES_FOOTER_PAGE: true } }).bonusesPage).toBe(false);
  });
});

describe('external links', () => {
  it('shows a link only when its flag and its URL are both set', () => {
    const v = visible({
      env: {
        SHOW_FRANCHISE_LINK: true,
        FRANCHISE_URL: 'https://f.example',
        SHOW_VACANCIES_LINK: true,
        VACANCIES_URL: '',
        SHOW_PARTNERSHIP_LINK: false,
        PARTNERSHIP_URL: 'https://p.example',
        SHOW_CHARITY_LINK: true,
        CHARITY_URL: 'https://c.example',
        SHOW_CALORIC_CONTENT_LINK: true,
        CALORIC_CONTENT_URL: ' https://k.example ',
      },
    });
    expect(v.externalLinks).toEqual([
      { key: 'franchise', url: 'https://f.example' },
      { key: 'charity', url: 'https://c.example' },
      { key: 'caloricContent', url: 'https://k.example' },
    ]);
  });
});

describe('apps, poll, social, copyright, cookie notice', () => {
  it('shows a store badge only with its flag and link, and the download row with either', () => {
    const both = visible({
      env: {
        SHOW_APP_STORE_BADGE: true,
        APP_STORE_LINK: 'https://apps.apple.com/x',
        SHOW_GOOGLE_PLAY_BADGE: true,
      },
    });
    expect(both).toMatchObject({
      appStore: 'https://apps.apple.com/x',
      googlePlay: null,
      downloadApps: true,
    });
    const none = visible({ env: { APP_STORE_LINK: 'https://apps.apple.com/x' } });
    expect(none).toMatchObject({ appStore: null, googlePlay: null, downloadApps: false });
  });

  it('shows the poll banner only with the poll-desktop flag and a poll URL', () => {
    expect(visible({ env: { SHOW_POLL_DESKTOP: true, POLL_URL: 'https://poll.example' } }).poll).toBe(
      'https://poll.example',
    );
    expect(visible({ env: { SHOW_POLL_DESKTOP: true, POLL_URL: '' } }).poll).toBeNull();
    expect(visible({ env: { POLL_URL: 'https://poll.example' } }).poll).toBeNull();
  });

  it('shows social links, copyright and the cookie notice behind their flags', () => {
    expect(visible({ env: {} })).toMatchObject({ socialLinks: false, copyright: false, cookieNotice: false });
    expect(
      visible({ env: { SHOW_SOCIAL_LINKS: true, SHOW_COPYRIGHT: true, SHOW_COOKIES_NOTICE: true } }),
    ).toMatchObject({ socialLinks: true, copyright: true, cookieNotice: true });
  });

  it('offers the language picker only with more than one language', () => {
    expect(visible({ languages: ['uk', 'ru'] }).languagePicker).toBe(true);
    expect(visible({ languages: ['en'] }).languagePicker).toBe(false);
  });

  it('offers the support call only when a support phone is configured', () => {
    expect(visible({ supportPhone: '+380443332727' }).supportCall).toBe(true);
    expect(visible({ supportPhone: null }).supportCall).toBe(false);
  });
});

describe('download-app notice', () => {
  const env = {
    SHOW_DOWNLOAD_MOBILE_APP_NOTICE_IOS: true,
    APP_STORE_LINK: 'https://apps.apple.com/x',
    SHOW_DOWNLOAD_MOBILE_APP_NOTICE_ANDROID: false,
    GOOGLE_PLAY_LINK: 'https://play.google.com/x',
  };

  it('tells the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });

  it('shows per platform flag with that store link only', () => {
    expect(downloadAppNoticeLink(env, 'ios')).toBe('https://apps.apple.com/x');
    expect(downloadAppNoticeLink(env, 'android')).toBeNull();
    expect(downloadAppNoticeLink({ ...env, SHOW_DOWNLOAD_MOBILE_APP_NOTICE_ANDROID: true }, 'android')).toBe(
      'https://play.google.com/x',
    );
    expect(downloadAppNoticeLink({ ...env, APP_STORE_LINK: '' }, 'ios')).toBeNull();
    expect(downloadAppNoticeLink(env, 'other')).toBeNull();
  });
});

describe('configured URLs', () => {
  it('takes web addresses only, so a bad config hides a link instead of arming it', () => {
    expect(urlOf({ U: ' https://jobs.example/x ' }, 'U')).toBe('https://jobs.example/x');
    expect(urlOf({ U: 'http://f.example' }, 'U')).toBe('http://f.example');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'jobs.example',
      'https://a b',
      '',
      1,
      true,
    ])
      expect(urlOf({ U: bad }, 'U'), String(bad)).toBeNull();
  });

  it('hides an external link whose URL is not a web address even with its flag on', () => {
    const v = visible({ env: { SHOW_CHARITY_LINK: true, CHARITY_URL: 'javascript:alert(1)' } });
    expect(v.externalLinks).toEqual([]);
  });
});

describe('mobile app popup', () => {
  const env = {
    SHOW_MOBILE_APP_POPUP: true,
    APP_STORE_LINK: 'https://apps.apple.com/x',
    GOOGLE_PLAY_LINK: 'https://play.google.com/x',
  };

  it('offers the store of the phone’s platform when its flag is on', () => {
    expect(mobileAppPopupLink(env, 'ios')).toBe('https://apps.apple.com/x');
    expect(mobileAppPopupLink(env, 'android')).toBe('https://play.google.com/x');
  });

  it('never shows on a computer, with its flag off, or without that platform’s link', () => {
    expect(mobileAppPopupLink(env, 'other')).toBeNull();
    expect(mobileAppPopupLink({ ...env, SHOW_MOBILE_APP_POPUP: false }, 'ios')).toBeNull();
    expect(mobileAppPopupLink({ ...env, GOOGLE_PLAY_LINK: '' }, 'android')).toBeNull();
  });
});
