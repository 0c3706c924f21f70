import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { Icon } from './Icon';

interface Toast {
  id: number;
  message: string;
  action?: { label: string; to: string };
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

const TOAST_MS = 6000;

/** A short message at the bottom of the page, with an optional link; it leaves by itself. */
export function showToast(message: string, action?: Toast['action']): void {
  const toast = { id: nextId++, message, action };
  toasts = [...toasts.filter((t) => t.message !== message), toast];
  emit();
  setTimeout(() => dismiss(toast.id), TOAST_MS);
}

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 sm:bottom-6"
    >
      {current.map((toast) => (
        <div
          key={toast.id}
          role="status"
          className="pointer-events-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-xl"
        >
          <span>{toast.message}</span>
          {toast.action ? (
            <Link
              to={toast.action.to}
              onClick={() => dismiss(toast.id)}
              className="shrink-0 font-semibold text-brand-200 underline"
            >
              {toast.action.label}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            aria-label="Chiudi il messaggio"
            className="shrink-0 rounded-full p-1 hover:bg-white/10"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
