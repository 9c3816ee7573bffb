import { CONTACT_EMAIL } from '@/config/paths';
import { LegalPage } from '@/features/legal/legal-page';

/** /privacy: a short, plain privacy policy. */
export default function PrivacyRoute() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <p>This policy explains what Sayso collects when you use our feedback boards and how we use it.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account data: your name, email address, username and a hashed password.</li>
        <li>Content you post: ideas, votes and comments, and company profile details and images.</li>
        <li>
          A session cookie to keep you signed in, and a visitor cookie that lets anonymous visitors vote once
          per idea.
        </li>
        <li>
          Billing data for paid plans is handled by Stripe; we never see or store your full card number.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to run the service: showing boards, counting votes, enforcing plan limits and billing. We do not
        sell your data or use it for advertising.
      </p>
      <h2>What is public</h2>
      <p>
        Ideas, their votes and comments, and commenter names on a company page are public. Anonymous
        submissions show no name or email.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, its correction or its deletion at any time. Company owners can
        delete their company and everything on its board from the dashboard.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about privacy: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
