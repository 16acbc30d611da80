/**
 * Where the focus goes when a busy control is enabled again (decisions 1212, 1236): to the form's error
 * (`role="alert"`) when one shows (a refusal, even one that keeps the control disabled), else back to the control.
 * Nothing moves if the control left the page, or the focus is already somewhere other than the page's body (the user,
 * or the page, put it there).
 */
export function refocusAfterBusy(control: HTMLElement): void {
  const doc = control.ownerDocument;
  if (!control.isConnected) return;
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== control) return;
  const form = (control as HTMLButtonElement).form ?? control.closest('form');
  const alert = form?.querySelector<HTMLElement>('[role="alert"]');
  if (alert) {
    if (!alert.hasAttribute('tabindex')) alert.tabIndex = -1;
    alert.focus();
  } else if (!control.matches(':disabled')) {
    control.focus();
  }
}

/**
 * Every form at once (decision 1236): a browser drops the focus on the page's body when the focused control (or the
 * fieldset around it) is disabled, as forms do while their request runs, so a keyboard or screen-reader user was sent
 * back to the top of the page. This watches the `disabled` attribute: the control that had the focus when it was
 * disabled gets it back when the same element is enabled again, unless the focus went somewhere meanwhile or the
 * user clicked or tapped. Returns the function that stops watching.
 */
export function keepFocusThroughDisable(doc: Document = document): () => void {
  /** The control that had the focus, and the element whose `disabled` took it away (the control or a fieldset). */
  let held: { control: HTMLElement; by: Element } | null = null;
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof Element)) continue;
      if (target.hasAttribute('disabled')) {
        // The browser moves the focus later, at its next rendering: here it is still on the control.
        const active = doc.activeElement;
        if (active instanceof HTMLElement && active !== doc.body && target.contains(active)) {
          held = { control: active, by: target };
        }
      } else if (held?.by === target) {
        const { control } = held;
        held = null;
        refocusAfterBusy(control);
      }
    }
  });
  observer.observe(doc, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  // A click or tap while the request ran, or the focus going anywhere (a key, the page), is where the user now is: a
  // control remembered from long ago must not pull the focus back when it happens to be enabled again.
  const release = () => {
    held = null;
  };
  const moved = (event: FocusEvent) => {
    // The body is where the browser puts the focus of a disabled control: that is the move this undoes.
    if (held && event.target !== held.control && event.target !== doc.body) held = null;
  };
  doc.addEventListener('pointerdown', release, true);
  doc.addEventListener('focusin', moved, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('pointerdown', release, true);
    doc.removeEventListener('focusin', moved, true);
  };
}
