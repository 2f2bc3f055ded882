import type { TInitResponse } from '@food/contracts';
import type { CSSProperties } from 'react';

/**
 * The brand's look as CSS custom properties on <html>, written by the server render: the first
 * paint already has the right brand (no flash, no CSS-in-JS runtime).
 */
export function brandCssVariables(ui: TInitResponse['config']['ui']): CSSProperties {
  const vars: Record<string, string> = {};
  const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const safe = (v: string) => v.replace(/[;{}<>]/g, '');
  for (const [k, v] of Object.entries(ui.colors)) vars[`--color-${kebab(k)}`] = safe(v);
  vars['--font-regular'] = safe(ui.fonts.regular);
  vars['--font-semibold'] = safe(ui.fonts.semibold);
  vars['--font-bold'] = safe(ui.fonts.bold);
  for (const [k, v] of Object.entries(ui.buttons)) vars[`--button-${kebab(k)}`] = safe(v);
  for (const [k, v] of Object.entries(ui.backgrounds)) vars[`--background-${kebab(k)}`] = safe(v);
  vars['--logo-desktop-width'] = `${ui.images.LOGO_SIZE.desktop.width}px`;
  vars['--logo-desktop-height'] = `${ui.images.LOGO_SIZE.desktop.height}px`;
  vars['--logo-mobile-width'] = `${ui.images.LOGO_SIZE.mobile.width}px`;
  vars['--logo-mobile-height'] = `${ui.images.LOGO_SIZE.mobile.height}px`;
  return vars as CSSProperties;
}

/**
 * Runs before the first paint: a truthy `darkTheme` query switches to the dark theme (and is
 * remembered, SPEC section 4), a falsy `header` query hides the page chrome (SPEC section 2).
 */
export const PRE_PAINT_SCRIPT = `(function(){try{var q=new URLSearchParams(location.search),r=document.documentElement,d=q.get('darkTheme'),t;if(d!==null){t=/^(1|true|yes|on)$/i.test(d)?'dark-theme':'light-theme';localStorage.setItem('theme',t)}else{t=localStorage.getItem('theme')}r.dataset.theme=t==='dark-theme'?'dark':'light';var h=q.get('header');if(h!==null&&/^(0|false|no|off|)$/i.test(h))r.dataset.chrome='off'}catch(e){}})()`;
