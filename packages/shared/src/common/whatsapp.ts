/**
 * The phone's digits for wa.me (international format, no '+'). [proposed] A 10-digit number written
 * without '+' is a Colombian mobile (the platform's country: COP, Bogotá), so 57 goes in front.
 */
export function whatsappDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return null;
  if (!phone.trim().startsWith('+') && digits.length === 10) return `57${digits}`;
  return digits;
}

/**
 * A WhatsApp message: to a phone's digits (international format, no '+'), or with none, WhatsApp asks
 * whom to send it to.
 */
export function whatsappUrl(text: string, digits = ''): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
