import { joinByInvitation, makeZip } from './recruitment';
import type { Actor } from './recruitment';
import { login } from './harness';
import type { TestServer } from './harness';

/** Invites `email` into the owner's company with `role` and registers it through the link (issue 10). */
export async function teammate(
  server: TestServer,
  owner: Actor,
  email: string,
  role: 'recruiter' | 'interviewer',
  name: string,
): Promise<Actor> {
  const joined = await joinByInvitation(server, owner, email, role, name);
  // A remembered session (30 days), so that tests moving the clock by days keep it.
  return { ...joined, token: await login(server, email) };
}

/** A real (small) Word document: a paragraph, a paragraph of would-be markup, and a javascript: hyperlink. */
export const richDocx = (text: string) =>
  makeZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="javascript:alert(1)" TargetMode="External"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p><w:p><w:r><w:t>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</w:t></w:r></w:p><w:p><w:hyperlink r:id="rId2"><w:r><w:t>click me</w:t></w:r></w:hyperlink></w:p></w:body></w:document>`,
    },
  ]);
