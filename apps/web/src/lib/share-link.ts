import { whatsappUrl } from '@koinonia/shared/common/whatsapp';

export { whatsappDigits, whatsappUrl } from '@koinonia/shared/common/whatsapp';

/** A WhatsApp share of `message` followed by `url`. */
export function whatsappShareUrl(message: string, url: string): string {
  return whatsappUrl(`${message} ${url}`);
}

/**
 * Copies `text` to the clipboard: the Clipboard API, else the selected text of `field` through the
 * older copy command (pages served over plain HTTP have no Clipboard API). Answers whether it copied.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, or the page is not focused): try the older way
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
