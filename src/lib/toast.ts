import { atom } from 'nanostores';

/**
 * The toast queue, shared by every island on a page through nanostores (React context cannot span islands).
 * SPEC.md section 4: at most one toast is shown, and each is dismissed after 5000 ms unless told otherwise.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly description?: string | undefined;
  /** "destructive" is an error: announced assertively and shown in the danger colour. */
  readonly variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
  /** Milliseconds before it goes by itself. */
  duration?: number | undefined;
}

export const $toasts = atom<readonly Toast[]>([]);

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast, replacing the oldest when the limit is reached; returns its id. */
export function showToast({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastInput): number {
  const toast: Toast = { id: ++lastId, title, description, variant };
  const shown = [toast, ...$toasts.get()];
  for (const dropped of shown.slice(TOAST_LIMIT)) clearTimer(dropped.id);
  $toasts.set(shown.slice(0, TOAST_LIMIT));
  timers.set(toast.id, setTimeout(() => dismissToast(toast.id), duration));
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimer(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function clearTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}
