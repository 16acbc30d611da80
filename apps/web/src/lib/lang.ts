// Letters only Vietnamese uses among the texts this product shows (tone marks and đ).
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

/**
 * The `lang` of a passage of user content (a posting's title, company, place or description): "vi" when it is
 * written in Vietnamese, nothing (the page's language) otherwise. WCAG 3.1.2: screen readers then pronounce it
 * right. Postings carry no language of their own yet (decision 311).
 */
export function textLang(...texts: Array<string | null | undefined>): 'vi' | undefined {
  return texts.some((text) => text && VIETNAMESE.test(text)) ? 'vi' : undefined;
}
