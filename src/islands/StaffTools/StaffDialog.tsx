import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog of the staff tools: the browser's own <dialog> (focus moves in and stays there,
 * Escape cancels), labelled by its heading, with a Close button; on closing, focus goes back to
 * the button that opened it. Escape stops here, so it does not also close the phone's cart panel.
 */
export function StaffDialog({
  id,
  title,
  opener,
  onClose,
  children,
}: {
  id: string;
  title: string;
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const back = opener.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      // The first field of a form, marked data-autofocus; else the browser's choice (the first button).
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => back?.focus();
  }, [opener]);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
    }
  };
  return (
    <dialog
      ref={dialog}
      className="booking-modal staff-dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="staff-dialog-top">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
