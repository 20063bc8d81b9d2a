import type { SubmitEvent } from 'react';
import { showToast } from '@/lib/toast';
import { ToastViewport } from './ToastViewport';
import './form.css';

/** What the contact form says instead of sending: SPEC.md section 4 (nothing is sent anywhere). */
export const CONTACT_NOT_READY = {
  title: 'Feature In Progress',
  description: 'Our contact form is not implemented yet, so nothing was sent. Please email us instead.',
} as const;

/**
 * The contact form and the page's toasts, as one island. `method="dialog"` outside a dialog submits nowhere,
 * so even before the script arrives pressing Send cannot send the message to any server.
 */
export function ContactForm() {
  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    showToast(CONTACT_NOT_READY);
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
          <button className="button" type="submit">Send message</button>
        </div>
      </form>
      <ToastViewport />
    </>
  );
}
