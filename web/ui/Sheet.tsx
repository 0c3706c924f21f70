import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  side: 'left' | 'right' | 'top';
  children: ReactNode;
  className?: string;
}

const PLACEMENT = {
  left: 'mr-auto h-dvh max-h-none w-[min(22rem,90vw)]',
  right: 'ml-auto h-dvh max-h-none w-[min(26rem,100vw)]',
  top: 'mx-auto mt-0 w-full max-w-3xl sm:mt-20 sm:rounded-2xl',
} as const;

/**
 * A modal panel on the native <dialog>: the browser keeps focus inside, makes the page behind
 * inert and closes it on Escape.
 */
export function Sheet({ open, onClose, label, side, children, className = '' }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Unmounted while open: close first, so the browser returns focus to what opened it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50 ${PLACEMENT[side]} ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}
