import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TICKET_ATTACHMENTS, SUPPORT_ATTACHMENT_MAX_BYTES } from '@app/shared';
import type { SupportAttachment } from '@app/shared';
import { labelClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { uploadAttachment } from './api';
import { FileInput } from '@/components/file-input';

export type AttachmentState = {
  files: SupportAttachment[];
  setFiles: (update: (current: SupportAttachment[]) => SupportAttachment[]) => void;
  uploading: boolean;
  setUploading: (uploading: boolean) => void;
  uploadError: string;
  setUploadError: (message: string) => void;
};

/**
 * A ticket's or a reply's files: each stored as soon as it is chosen, listed with a way to remove it. While one
 * uploads, the form's send button waits (`uploading`): a message sent meanwhile would leave without it.
 */
export function AttachmentField({
  id,
  label,
  state,
}: {
  id: string;
  label: ReactNode;
  state: AttachmentState;
}) {
  const { t } = useLingui();
  const { files, setFiles, uploading, setUploading, uploadError, setUploadError } = state;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <FileInput
        id={id}
        // The input is emptied as soon as a file is chosen: the chosen files are the list below.
        chosen={null}
        disabled={uploading || files.length >= MAX_TICKET_ATTACHMENTS}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          // Said before sending: the server cuts a larger upload off, and a browser still sending may then
          // report only a lost connection instead of the server's answer.
          if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
            const size = SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024);
            setUploadError(t`The file is larger than ${size} MB.`);
            return;
          }
          setUploadError('');
          setUploading(true);
          try {
            const stored = await uploadAttachment(file);
            setFiles((current) => [...current, stored]);
          } catch (error) {
            setUploadError(errorMessage(error));
          } finally {
            setUploading(false);
          }
        }}
      />
      {files.length > 0 && (
        <ul className="mt-1 text-sm text-slate-300">
          {files.map((f) => (
            <li key={f.id}>
              {f.name}{' '}
              <button
                type="button"
                className="text-sky-200 underline"
                onClick={() => setFiles((current) => current.filter((x) => x.id !== f.id))}
              >
                <Trans>Remove</Trans> <span className="sr-only">{f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploadError && (
        <p role="alert" className="text-sm text-red-200">
          {uploadError}
        </p>
      )}
    </div>
  );
}
