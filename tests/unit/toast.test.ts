import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showToast, TOAST_DURATION_MS } from '@/lib/toast';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it('shows at most one toast: a new one replaces the old', () => {
    showToast({ title: 'First' });
    showToast({ title: 'Second', variant: 'destructive' });
    expect($toasts.get()).toEqual([expect.objectContaining({ title: 'Second', variant: 'destructive' })]);
  });

  it('dismisses a toast after 5000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    showToast({ title: 'Saved', description: 'All good' });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('a replaced toast’s timer does not remove its successor early', () => {
    showToast({ title: 'First' });
    vi.advanceTimersByTime(3000);
    showToast({ title: 'Second' });
    vi.advanceTimersByTime(2500);
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Second']);
  });

  it('dismissToast removes it at once and defaults the variant', () => {
    const id = showToast({ title: 'Hello' });
    expect($toasts.get()[0]?.variant).toBe('default');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
