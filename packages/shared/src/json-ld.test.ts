import { describe, expect, it } from 'vitest';
import { jsonLdScriptContent } from './json-ld';

describe('jsonLdScriptContent', () => {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Kỹ sư </script><script>alert(1)</script> & <!-- x -->',
    description: 'Line\u2028separator\u2029paragraph',
  };

  it('cannot end the script element or open a comment', () => {
    const out = jsonLdScriptContent(posting);
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('<!--');
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads back as the same data', () => {
    expect(JSON.parse(jsonLdScriptContent(posting))).toEqual(posting);
  });
});
