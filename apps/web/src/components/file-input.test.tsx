import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input';

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function Labelled(props: Partial<Parameters<typeof FileInput>[0]>) {
  return (
    <div>
      <label htmlFor="cv">CV</label>
      <FileInput id="cv" accept="application/pdf" {...props} />
    </div>
  );
}

describe('FileInput: the page’s language, not the browser’s (decision 1183)', () => {
  it('says “Choose file” and “No file chosen” in English, then the chosen file’s name', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    expect(screen.getByText('Choose file')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('No file chosen');

    await user.upload(input, pdf('my-cv.pdf'));
    expect(input).toHaveAccessibleDescription('my-cv.pdf');
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  });

  it('says “Chọn tệp” and “Chưa chọn tệp nào” on a Vietnamese page, and counts several files', async () => {
    act(() => i18n.activate('vi'));
    const user = userEvent.setup();
    render(<Labelled multiple />);
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByText('Chọn các tệp')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Chưa chọn tệp nào');

    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(input).toHaveAccessibleDescription('Đã chọn 2 tệp');
    expect(screen.queryByText(/Choose|No file/)).not.toBeInTheDocument();
  });

  it('is reached by keyboard: the native input takes the focus, and keeps its own description', async () => {
    const user = userEvent.setup();
    render(<Labelled aria-describedby="hint" />);
    await user.tab();
    expect(screen.getByLabelText('CV')).toHaveFocus();
    expect(screen.getByLabelText('CV')).toHaveAttribute('aria-describedby', 'cv-chosen hint');
  });

  it('follows the caller’s choice when given one (a form that empties its input after sending)', () => {
    const { rerender } = render(<Labelled chosen="letter.pdf" />);
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription('letter.pdf');
    rerender(<Labelled chosen={null} />);
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription('No file chosen');
  });

  it('registers with react-hook-form: the chosen file is what the form submits', async () => {
    const sent = vi.fn();
    function Upload() {
      const { register, handleSubmit } = useForm<{ cv: FileList }>();
      return (
        <form onSubmit={handleSubmit((values) => sent(values.cv[0]))}>
          <label htmlFor="cv">CV</label>
          <FileInput id="cv" {...register('cv')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Upload />);
    await user.upload(screen.getByLabelText('CV'), pdf('chosen.pdf'));
    expect(screen.getByText('chosen.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0]![0] as File).name).toBe('chosen.pdf');
  });
});
