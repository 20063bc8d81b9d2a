import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '@/lib/toast';
import './toast.css';

/**
 * Renders the shared toast queue. The list is always in the page so screen readers are listening before the
 * first toast arrives; each toast announces itself politely, or assertively when it reports an error.
 */
export function ToastViewport() {
  const toasts = useStore($toasts);
  return (
    <section className="toast-viewport" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-toast={toast.variant}
        >
          <div className="toast-text">
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)} aria-label="Dismiss notification">
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
