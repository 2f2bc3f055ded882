/**
 * Phone numbers are stored as +digits and shown grouped the way people read them:
 * "+380443332727" → "+38 044 333 27 27", "+97145550199" → "+971 4 555 0199".
 */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const ua = /^380(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (ua) return `+38 0${ua[1]} ${ua[2]} ${ua[3]} ${ua[4]}`;
  const ae = /^971(\d{1,2})(\d{3})(\d{4})$/.exec(digits);
  if (ae) return `+971 ${ae[1]} ${ae[2]} ${ae[3]}`;
  return phone.trim();
}

/** The tel: link of a phone number: the digits with a leading plus. */
export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;
