import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..', '..', '..');
const eslint = new ESLint({ cwd: root });

/** The texts `npm run lint` reports as untranslated in `code`, were it the file `filePath`. */
async function untranslated(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('ui-text/'))
    .map((m) => /"(.*)"\.?$/.exec(m.message)?.[1] ?? m.message);
}

/**
 * The check that keeps text out of the code (decisions 360, 361), as `npm run lint` runs it: what it finds, and
 * what it deliberately leaves (a passage in a stated language, values nobody reads).
 */
describe('the untranslated-text check', { timeout: 60_000 }, () => {
  it('finds text in a conditional or logical child, and in the props our components show', async () => {
    const code = `
      export function Saved({ ok, busy }: { ok: boolean; busy: boolean }) {
        return (
          <div>
            {ok ? 'Saved' : 'Failed'}
            {busy && 'Saving now'}
            {ok ? '—' : 'Try again'}
            <Confirm confirmLabel="Delete it" heading="Delete the posting?" description="It cannot be undone." />
            <Field label="Name" placeholder="Your name" title="Required" emptyText="Nothing here" />
          </div>
        );
      }
      function Confirm(_: Record<string, string>) { return null; }
      function Field(_: Record<string, string>) { return null; }
    `;
    expect(await untranslated(code, 'apps/web/src/features/example/saved.tsx')).toEqual([
      'Saved',
      'Saving now',
      'Try again',
      'Delete it',
      'Delete the posting?',
      'It cannot be undone.',
      'Name',
      'Your name',
      'Required',
      'Nothing here',
    ]);
  });

  it('leaves passages in a stated language, messages, and values that are not text', async () => {
    const code = `
      import { Trans, useLingui } from '@lingui/react/macro';
      export function Fine({ ok }: { ok: boolean }) {
        const { t } = useLingui();
        return (
          <div className={ok ? 'text-sm text-slate-200' : 'hidden'} data-state={ok ? 'open' : 'closed'}>
            <p lang="vi">{ok ? 'Đã lưu' : 'Lỗi'}</p>
            <Confirm confirmLabel={t\`Delete it\`} heading={ok ? t\`Saved\` : t\`Failed\`} />
            {ok ? <Trans>Saved</Trans> : '—'}
            <Field label="GitHub" type="email" name="email" />
          </div>
        );
      }
      function Confirm(_: Record<string, string>) { return null; }
      function Field(_: Record<string, string>) { return null; }
    `;
    expect(await untranslated(code, 'apps/web/src/features/example/fine.tsx')).toEqual([]);
  });

  it('finds literal text in a mail’s subject, paragraphs and button, and passes the real templates', async () => {
    const code = `
      import { layout } from './layout';
      import { translatorFor } from '../lib/i18n';
      export const a = (to: string, name: string) =>
        layout('en', to, \`New contact message from \${name}\`, ['Thanks for writing.', name], { label: 'Open', url: '/x' });
      export const b = (to: string, name: string) => {
        const tr = translatorFor('vi');
        return layout('vi', to, tr('Hello {name},', { name }), [tr('Hello {name},', { name })], { label: tr('Open the sign-in page'), url: '/x' });
      };
      export const c = () => ({ subject: 'Your alert', text: '', html: '' });
    `;
    expect(await untranslated(code, 'apps/api/src/mail/example.ts')).toEqual([
      'New contact message from',
      'Thanks for writing.',
      'Open',
      'Your alert',
    ]);
    const results = await eslint.lintFiles([join(root, 'apps/api/src/mail')]);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
  });
});
