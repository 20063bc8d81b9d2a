import { useEffect, useState, type MouseEvent, type SubmitEvent } from 'react';
import { showToast } from '@/lib/toast';
import { ToastViewport } from './ToastViewport';
import './form.css';

/** What the contact form says instead of sending: SPEC.md section 4 (nothing is sent anywhere). */
export const CONTACT_NOT_READY = {
  title: 'Feature In Progress',
  description: 'Our contact form is not implemented yet, so nothing was sent. Please email us instead.',
} as const;

/** The page's static copy of that message (ContactNotSent.astro), which Send opens until the island has hydrated. */
export const CONTACT_NOT_SENT_ID = 'contact-not-sent';

/**
 * The contact form and the page's toasts, as one island. `method="dialog"` outside a dialog submits nowhere, so
 * nothing the reader types can reach a server or an address, with or without script.
 *
 * A submit button cannot open a popover, so until hydration Send is a plain button that opens the page's static
 * message (a native popover, which needs no script): a reader on a slow phone, or without script, still learns
 * that nothing is sent and where to write. Once hydrated it is the submit button again, so the browser checks the
 * fields and Enter in a field submits. The switch waits for an effect: React does not patch attributes on
 * hydration, so the first render must be the server's.
 */
export function ContactForm() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    showToast(CONTACT_NOT_READY);
  }

  // A press as React takes the form over (it hydrates at once to answer it), before the effect has switched the
  // button: answered as the submit button would (the browser's checks, then the toast), not with the static message.
  function handleEarlyPress(event: MouseEvent<HTMLButtonElement>) {
    if (hydrated) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <>
      <form className="form-grid" method="dialog" onSubmit={handleSubmit} aria-label="Contact form">
        <div className="field">
          <label className="field-label" htmlFor="contact-name">Full name</label>
          <input className="field-input" id="contact-name" name="name" type="text" autoComplete="name" required />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-email">Email address</label>
          <input className="field-input" id="contact-email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-message">Message</label>
          <textarea className="field-input" id="contact-message" name="message" rows={6} required />
        </div>
        <div>
          {hydrated ? (
            <button className="button" type="submit">Send message</button>
          ) : (
            <button className="button" type="button" popoverTarget={CONTACT_NOT_SENT_ID} onClick={handleEarlyPress}>
              Send message
            </button>
          )}
        </div>
      </form>
      <ToastViewport />
    </>
  );
}
