const rules = new Intl.PluralRules('en');

/**
 * "1 application", "2 applications", "0 applications": the count and the noun in the form English plural rules
 * choose (Intl.PluralRules). The i18n issue moves these into ICU messages per language.
 */
export function count(n: number, one: string, other = `${one}s`): string {
  return `${n.toLocaleString('en')} ${rules.select(n) === 'one' ? one : other}`;
}
