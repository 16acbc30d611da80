import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusThroughDisable } from './keep-focus-through-disable';

// jsdom keeps the focus on a disabled control (and will not blur it); a browser moves it to the body at its next
// rendering (Chromium does: e2e/tests/support.spec.ts). Focusing the body stands for that here.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the focus through a disabled control (decision 1236)', () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = `
      <form><input aria-label="Title"><fieldset><button type="button">Save</button></fieldset></form>
      <button type="button">Elsewhere</button>`;
    stop = keepFocusThroughDisable();
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });
  const save = () => document.querySelector<HTMLButtonElement>('form button')!;

  /** Focuses Save, disables `what` as a busy form does, and lets the browser drop the focus. */
  async function busy(what: Element = save()) {
    save().focus();
    what.setAttribute('disabled', '');
    await settle();
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
    expect(document.activeElement).toBe(document.body);
  }

  it('gives the focus back to the control when it is enabled again', async () => {
    await busy();
    save().removeAttribute('disabled');
    await settle();
    expect(document.activeElement).toBe(save());
  });

  it('gives it to the form’s error when one shows, even if the control stays disabled', async () => {
    await busy(document.querySelector('fieldset')!);
    save().disabled = true;
    document.querySelector('form')!.insertAdjacentHTML('beforeend', '<p role="alert">Too many attempts</p>');
    document.querySelector('fieldset')!.removeAttribute('disabled');
    await settle();
    const alert = document.querySelector<HTMLElement>('[role="alert"]')!;
    expect(document.activeElement).toBe(alert);
    expect(alert.tabIndex).toBe(-1);
  });

  it('works for a fieldset disabled around the focused control', async () => {
    await busy(document.querySelector('fieldset')!);
    document.querySelector('fieldset')!.removeAttribute('disabled');
    await settle();
    expect(document.activeElement).toBe(save());
  });

  it('leaves the focus where the user put it meanwhile, by keyboard or by a click', async () => {
    await busy();
    const elsewhere = document.querySelector<HTMLButtonElement>('body > button')!;
    elsewhere.focus();
    save().removeAttribute('disabled');
    await settle();
    expect(document.activeElement).toBe(elsewhere);

    await busy();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    save().removeAttribute('disabled');
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('forgets the control once the focus went elsewhere, even if it later comes back to the body', async () => {
    await busy();
    const title = document.querySelector<HTMLInputElement>('input')!;
    title.focus();
    title.remove();
    expect(document.activeElement).toBe(document.body);
    save().removeAttribute('disabled');
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing for a control that was not focused, or that left the page', async () => {
    save().setAttribute('disabled', '');
    await settle();
    save().removeAttribute('disabled');
    await settle();
    expect(document.activeElement).toBe(document.body);

    await busy();
    const gone = save();
    gone.remove();
    gone.removeAttribute('disabled');
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
