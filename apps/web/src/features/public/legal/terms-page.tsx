// /terms: the terms for using Casecast — what it is and is not, the firm's data and duties, acceptable use, liability.
import { Link } from 'react-router';
import { ContactLink, LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Casecast is case-management software for personal-injury law firms. It keeps cases with their injuries, treatments, documents and
        notes; calculates settlement predictions with a confidence range and the factors behind them; and reports settlement analytics and
        attorney performance metrics. These terms apply to everyone who uses Casecast or this website. By creating an account or using the
        service you accept them on behalf of yourself and the firm you use it for.
      </p>
    ),
  },
  {
    id: 'not-advice',
    title: 'Predictions are estimates, not legal advice',
    body: (
      <>
        <p>
          Settlement predictions are statistical estimates learned from past cases. Each comes with a range because the outcome of a
          particular case can differ from it, sometimes widely. Marketing figures on this website describe what the product is designed to
          achieve; they are not a promise about any firm’s or case’s results.
        </p>
        <p>
          Casecast does not give legal advice and does not create an attorney–client relationship with anyone. Attorneys remain responsible
          for their professional judgment: evaluating each case, advising clients, and deciding whether to accept or make an offer. Do not
          present a prediction to a client, an insurer or a court as a guaranteed value.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and firm roles',
    body: (
      <ul>
        <li>Accounts are for people who work for or with a law firm. Each person uses their own account; do not share sign-in details.</li>
        <li>Keep your password confidential, and use two-factor authentication: case files contain clients’ medical information.</li>
        <li>
          A firm’s owners decide who belongs to the firm and in which role (owner, attorney or staff). Owners should remove people who leave
          the firm promptly.
        </li>
        <li>Tell your firm’s owner, and the operator of your installation, at once if you suspect someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'data',
    title: 'Your firm’s data',
    body: (
      <>
        <p>
          The firm owns the data it puts into Casecast. It is used only to provide the service to that firm: stored, shown to the firm’s
          members, and used to calculate that firm’s predictions and metrics. How it is stored and protected is described in the{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <p>
          The firm is responsible for having the right to store what it uploads, including clients’ medical records and the authorisations
          to obtain them, for the accuracy of what it enters, and for meeting its own confidentiality and record-keeping obligations.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not try to reach another firm’s data, another user’s account, or parts of the service you have not been given access to.</li>
        <li>Do not upload malware, or content you have no right to hold.</li>
        <li>Do not overload the service or automate the public forms (the waiting list, sign-up and password reset are rate-limited).</li>
        <li>Do not use the service for anything unlawful, or in breach of your professional conduct rules.</li>
      </ul>
    ),
  },
  {
    id: 'hosting',
    title: 'Self-hosting, availability and backups',
    body: (
      <p>
        By default Casecast runs on a server chosen and operated by the firm or its IT provider. Whoever operates an installation is
        responsible for keeping it running, updated, served over HTTPS and backed up. Access around the clock depends on that installation;
        we recommend regular, tested, encrypted backups.
      </p>
    ),
  },
  {
    id: 'waiting-list',
    title: 'The waiting list',
    body: (
      <p>
        Joining the waiting list puts neither you nor us under any obligation. We use the details you give only to contact you about
        Casecast, and delete them on request.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    body: (
      <>
        <p>
          Casecast is provided as it is and as available. To the extent the law allows, we make no warranty that it will be uninterrupted or
          error-free, or that a prediction will match a case’s outcome.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, such as a settlement accepted or rejected on
          the strength of a prediction, lost profits or lost data. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending use',
    body: (
      <p>
        A firm may stop using Casecast at any time; before it does, it can export what it needs and delete its cases. We may suspend an
        account that breaks these terms or endangers other users’ data, and will say why unless the law prevents it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        When these terms change, the date at the top changes with them; continued use after a change means acceptance of the new terms.
        Questions: <ContactLink />.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using Casecast: what the service is, why predictions are estimates and not legal advice, your firm's data and duties, and acceptable use."
      intro={<p>These terms are written to be read. They say what Casecast is, what it is not, and what each side is responsible for.</p>}
      sections={sections}
    />
  );
}
