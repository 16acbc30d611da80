/**
 * An interview's place as a join link when it is an https URL (decision 1109); anything else (an address, a phone
 * number, an `http:` link) stays plain text. Shown on the hiring team's interview card and in the candidate's
 * "My applications".
 */
export function joinLink(location: string): string | null {
  if (!/^https:\/\/\S+$/i.test(location.trim())) return null;
  try {
    const url = new URL(location.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
