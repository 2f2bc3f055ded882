/**
 * reCAPTCHA v3 for SendCode when the brand has USE_RECAPTCHA on (SPEC section 7): Google's
 * script with the brand's public site key (env RECAPTCHA_SITE_KEY), loaded only then, gives the
 * token sent as `x-recaptcha-token`.
 */
interface Grecaptcha {
  ready: (cb: () => void) => void;
  execute: (siteKey: string, o: { action: string }) => Promise<string>;
}

let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function recaptchaToken(siteKey: string): Promise<string> {
  const g = await loadRecaptcha(siteKey);
  return g.execute(siteKey, { action: 'sign_in' });
}
