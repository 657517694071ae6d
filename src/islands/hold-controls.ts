const HOLD_EVENTS = ['mousedown', 'click', 'keydown'] as const;

/**
 * Holds the static controls of an island that hydrates late, until its store runs: a select, a
 * checkbox or a text field does not change (the choice would not reach the store, and React does
 * not read it back), and a button's click is kept from React, which may be hydrating, and clicked
 * again on release, so the first tap on a phone is neither lost nor handled twice. The listener is
 * on the island before React's own, so a held click never reaches a half-hydrated tree. Tab still
 * moves the focus. Returns the release, to call once the store has started.
 */
export function holdControls(island: HTMLElement): () => void {
  let missed: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (event.type === 'click' && button) {
      missed = button;
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (target?.closest('select, input') && !(event instanceof KeyboardEvent && event.key === 'Tab'))
      event.preventDefault();
  };
  for (const name of HOLD_EVENTS) island.addEventListener(name, hold, true);
  return () => {
    for (const name of HOLD_EVENTS) island.removeEventListener(name, hold, true);
    if (missed?.isConnected) missed.click();
    missed = null;
  };
}

/** What counts as the visitor touching an island: a pointer over or down on it, a key or the focus in it. */
export const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
