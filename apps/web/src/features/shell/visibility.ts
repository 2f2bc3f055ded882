/**
 * Which rows of the side drawer, account menu and footer show (SPEC sections 2 and 6): a
 * function of the brand's env flags, the sign-in state and the brand's languages, shared by
 * the drawer and the footer so both always agree.
 */
export type Env = Readonly<Record<string, string | number | boolean>>;

const EXTERNAL_LINKS = [
  { key: 'franchise', flag: 'SHOW_FRANCHISE_LINK', url: 'FRANCHISE_URL' },
  { key: 'vacancies', flag: 'SHOW_VACANCIES_LINK', url: 'VACANCIES_URL' },
  { key: 'partnership', flag: 'SHOW_PARTNERSHIP_LINK', url: 'PARTNERSHIP_URL' },
  { key: 'charity', flag: 'SHOW_CHARITY_LINK', url: 'CHARITY_URL' },
  { key: 'caloricContent', flag: 'SHOW_CALORIC_CONTENT_LINK', url: 'CALORIC_CONTENT_URL' },
] as const;

export type ExternalLinkKey = (typeof EXTERNAL_LINKS)[number]['key'];

/** Flags arrive as booleans, or as strings and numbers from older configs. */
export function isOn(env: Env, name: string): boolean {
  const v = env[name];
  return v === true || v === 1 || (typeof v === 'string' && /^(1|true|yes|on)$/i.test(v.trim()));
}

/**
 * A configured URL: a non-empty string naming a web page (http or https). Anything else (a
 * typo, a javascript: or data: URL pasted into the config) is treated as not set, so the link
 * is hidden rather than made dangerous.
 */
export function urlOf(env: Env, name: string): string | null {
  const v = env[name];
  return typeof v === 'string' && /^https?:\/\/[^\s]+$/i.test(v.trim()) ? v.trim() : null;
}

export interface VisibilityInput {
  env: Env;
  isSignedIn: boolean;
  languages: readonly string[];
  supportPhone: string | null;
}

export interface ShellVisibility {
  /** favourites, profile, orders and addresses rows, the favourites icon and the user menu */
  accountRows: boolean;
  /** the bonuses row of the drawer and the account menu */
  bonuses: boolean;
  login: boolean;
  logout: boolean;
  deliveryLabel: 'delivery' | 'deliveryAndPickup';
  restaurants: boolean;
  about: boolean;
  feedbacks: boolean;
  /** the public /bonuses page in the footer */
  bonusesPage: boolean;
  externalLinks: Array<{ key: ExternalLinkKey; url: string }>;
  appStore: string | null;
  googlePlay: string | null;
  downloadApps: boolean;
  supportCall: boolean;
  chat: boolean;
  languagePicker: boolean;
  socialLinks: boolean;
  copyright: boolean;
  /** the footer's poll banner (desktop only) */
  poll: string | null;
  cookieNotice: boolean;
}

export function shellVisibility({
  env,
  isSignedIn,
  languages,
  supportPhone,
}: VisibilityInput): ShellVisibility {
  const pickup = isOn(env, 'PICKUP_AVAILABLE');
  const bonusesFeature = isOn(env, 'USE_BONUSES_FEATURE');
  const appStore = isOn(env, 'SHOW_APP_STORE_BADGE') ? urlOf(env, 'APP_STORE_LINK') : null;
  const googlePlay = isOn(env, 'SHOW_GOOGLE_PLAY_BADGE') ? urlOf(env, 'GOOGLE_PLAY_LINK') : null;
  return {
    accountRows: isSignedIn,
    bonuses: isSignedIn && bonusesFeature,
    login: !isSignedIn,
    logout: isSignedIn,
    deliveryLabel: pickup ? 'deliveryAndPickup' : 'delivery',
    restaurants: pickup,
    about: isOn(env, 'SHOW_ABOUT_PAGE'),
    feedbacks: isOn(env, 'SHOW_FEEDBACKS_PAGE'),
    bonusesPage: bonusesFeature && isOn(env, 'SHOW_BONUSES_FOOTER_PAGE'),
    externalLinks: EXTERNAL_LINKS.flatMap(({ key, flag, url }) => {
      const href = isOn(env, flag) ? urlOf(env, url) : null;
      return href ? [{ key, url: href }] : [];
    }),
    appStore,
    googlePlay,
    downloadApps: appStore !== null || googlePlay !== null,
    supportCall: !!supportPhone,
    chat: isSignedIn && isOn(env, 'USE_CHAT_SUPPORT_FEATURE'),
    languagePicker: languages.length > 1,
    socialLinks: isOn(env, 'SHOW_SOCIAL_LINKS'),
    copyright: isOn(env, 'SHOW_COPYRIGHT'),
    poll: isOn(env, 'SHOW_POLL_DESKTOP') ? urlOf(env, 'POLL_URL') : null,
    cookieNotice: isOn(env, 'SHOW_COOKIES_NOTICE'),
  };
}

export type Platform = 'ios' | 'android' | 'other';

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The download-app notice: per platform flag, and only with that platform's store link. */
export function downloadAppNoticeLink(env: Env, platform: Platform): string | null {
  if (platform === 'ios')
    return isOn(env, 'SHOW_DOWNLOAD_MOBILE_APP_NOTICE_IOS') ? urlOf(env, 'APP_STORE_LINK') : null;
  if (platform === 'android')
    return isOn(env, 'SHOW_DOWNLOAD_MOBILE_APP_NOTICE_ANDROID') ? urlOf(env, 'GOOGLE_PLAY_LINK') : null;
  return null;
}

/**
 * The "mobile app is more convenient" popup (SPEC section 2): on a phone, when the brand turns
 * on SHOW_MOBILE_APP_POPUP and has a store link for that phone's platform. The spec names the
 * popup only; its flag and timing are decided in features/content/mobile-app-popup.tsx.
 */
export function mobileAppPopupLink(env: Env, platform: Platform): string | null {
  if (!isOn(env, 'SHOW_MOBILE_APP_POPUP')) return null;
  if (platform === 'ios') return urlOf(env, 'APP_STORE_LINK');
  if (platform === 'android') return urlOf(env, 'GOOGLE_PLAY_LINK');
  return null;
}
