import { CONTACT_EMAIL } from '@/config/paths';
import { LegalPage } from '@/features/legal/legal-page';

/** /terms: short, plain terms of service. */
export default function TermsRoute() {
  return (
    <LegalPage title="Terms of Service" updated="November 2026">
      <p>By using Sayso you agree to these terms. They are short on purpose.</p>
      <h2>Your account</h2>
      <p>
        Keep your password safe; you are responsible for what happens under your account. You must be at least
        16 years old.
      </p>
      <h2>Your content</h2>
      <p>
        You own what you post. You give us the right to store and display it on the boards where you post it.
        Do not post anything unlawful, abusive or that you have no right to share; company owners and we may
        remove it.
      </p>
      <h2>Plans and billing</h2>
      <p>
        Paid plans are billed monthly in euros in advance. You can cancel at any time; the plan stays active
        until the end of the paid period and then returns to Free. We do not refund partial months.
      </p>
      <h2>Availability</h2>
      <p>
        We work hard to keep Sayso running but provide it as is, without warranties. Our liability is limited
        to the fees you paid in the last twelve months.
      </p>
      <h2>Changes</h2>
      <p>We will tell you by email before material changes to these terms take effect.</p>
      <h2>Contact</h2>
      <p>
        Questions: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
