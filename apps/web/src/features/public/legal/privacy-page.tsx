// /privacy: what Casecast stores, who can see it, how long it is kept, how it is deleted and protected.
import { Link } from 'react-router';
import { ContactLink, LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'who',
    title: 'Who is responsible for the data',
    body: (
      <>
        <p>
          Casecast is software that a law firm runs for its own practice. By default it is <strong>self-hosted</strong>: it runs on a server
          the firm (or its IT provider) controls, and the firm’s data is stored in that server’s database and disk. For client and case
          data, the firm is the party responsible for the data, and Casecast is the tool it uses.
        </p>
        <p>For information sent through this website’s waiting-list form, Casecast is responsible, as described in section 2.</p>
      </>
    ),
  },
  {
    id: 'what',
    title: 'What is stored',
    body: (
      <>
        <p>
          <strong>Accounts.</strong> Name, email address, firm or company name, a hash of the password (never the password itself),
          two-factor authentication settings, and sessions with the device’s IP address and browser description, so you can see and end your
          sessions in Settings.
        </p>
        <p>
          <strong>Firms.</strong> The firm’s name, its members and their roles, and pending invitations (the invited email address and
          role).
        </p>
        <p>
          <strong>Cases.</strong> What the firm’s users enter or upload: client names, case status and dates, injuries (type, body part,
          severity, description), treatments (type, provider, dates, costs and procedure codes), documents such as medical records and
          bills, notes, insurance carrier and policy limits, settlement amounts, attorney assignments, and the settlement predictions
          calculated from them. This includes <strong>health information about clients</strong>, which is why access is limited as described
          in section 3.
        </p>
        <p>
          <strong>Waiting list.</strong> The name, email address, law firm name, and the optional phone number and message you submit on the
          waiting-list form.
        </p>
        <p>
          <strong>Technical logs.</strong> The server records requests (time, address, path, status) to keep the service running and
          investigate abuse. Log contents and retention are set by whoever operates the server.
        </p>
        <p>
          Casecast sets only the cookies needed to keep you signed in. It uses no advertising or analytics cookies, loads no third-party
          scripts, and the “Share this article” buttons on the blog are plain links: nothing is sent to a social network unless you click
          one.
        </p>
      </>
    ),
  },
  {
    id: 'access',
    title: 'Who can see it',
    body: (
      <>
        <p>
          Case data belongs to a firm and is visible only to <strong>that firm’s members</strong>. Every record is tied to its firm, and a
          request for another firm’s record is answered as if it did not exist. Within the firm, roles decide what each member can do:
        </p>
        <ul>
          <li>
            <strong>Owners</strong> manage the firm: its name, members, roles and invitations, and see all of the firm’s metrics.
          </li>
          <li>
            <strong>Attorneys</strong> and <strong>staff</strong> handle the firm’s cases.
          </li>
        </ul>
        <p>
          The administrators of a Casecast installation (the addresses the operator lists as administrators) can see the waiting list; the
          application gives them no view of any firm’s cases. The people who run the server and its database (your own IT staff, or a
          hosting provider you choose) have technical access to stored data, as with any software you host. Choose them with the same care
          as anyone else who handles client files.
        </p>
        <p>
          Settlement predictions are calculated on the same server. Case data is not sent to any outside artificial-intelligence service,
          and one firm’s cases are not used to train a model that another firm uses.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long it is kept',
    body: (
      <ul>
        <li>
          Case data, documents and notes are kept until the firm deletes them. Firms often have professional obligations to keep client
          files for a period after a matter closes; Casecast leaves that decision to the firm.
        </li>
        <li>Sessions expire, and end at once when you sign out or end them in Settings.</li>
        <li>Invitations expire after 7 days if they are not accepted.</li>
        <li>
          Waiting-list entries are kept until we have contacted you about access, and deleted on request or, at the latest, 24 months after
          you joined if you have not become a customer.
        </li>
        <li>Backups follow the schedule of whoever operates the server; deleted data leaves the backups as they rotate.</li>
      </ul>
    ),
  },
  {
    id: 'deletion',
    title: 'Deletion on request',
    body: (
      <>
        <p>
          <strong>Clients of a law firm</strong> who want information about them corrected or deleted should ask the firm that handles their
          case: the firm controls the case file and can edit or delete it in Casecast, subject to its legal and professional record-keeping
          duties.
        </p>
        <p>
          <strong>Firm users</strong> can delete cases, documents and notes in the application. To close an account, ask your firm’s owner
          to remove you from the firm, or the operator of your installation to delete the account.
        </p>
        <p>
          <strong>Waiting-list entries</strong> are deleted on request: email <ContactLink /> from the address you signed up with.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How it is protected',
    body: (
      <ul>
        <li>
          Passwords are stored only as salted, slow hashes; sign-in supports two-factor authentication with an authenticator app and backup
          codes.
        </li>
        <li>Sign-in, password reset and public forms are rate-limited against guessing and abuse.</li>
        <li>
          Every case query is limited to the signed-in member’s firm; documents are served only through routes that check the member’s
          access.
        </li>
        <li>
          Browsers receive strict security headers, including a Content Security Policy that allows scripts, styles and images from the site
          itself only.
        </li>
        <li>
          Deployed behind HTTPS, the site also tells browsers to use HTTPS only. Encryption of the stored data and of backups depends on the
          server: we recommend encrypted disks and encrypted, access-controlled backups.
        </li>
        <li>You can review your active sessions and sign out other devices at any time.</li>
      </ul>
    ),
  },
  {
    id: 'subprocessors',
    title: 'Sub-processors',
    body: (
      <>
        <p>
          <strong>None by default.</strong> A self-hosted installation sends no case data to Casecast or to any third party. Some optional
          settings, chosen by the operator, involve other services, which then become the operator’s sub-processors:
        </p>
        <ul>
          <li>
            an email provider (for verification, password-reset and invitation emails): receives the recipient’s address and the email;
          </li>
          <li>
            a hosted PostgreSQL database or file storage service, if the operator uses one instead of the built-in database: holds the
            stored data;
          </li>
          <li>a waiting-list webhook, if configured: receives waiting-list submissions.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Laws that may apply',
    body: (
      <p>
        Whether laws such as HIPAA or state privacy and data-breach laws apply to a firm’s use of Casecast depends on the firm and on where
        it and its clients are. Casecast is built to support the confidentiality a law firm owes its clients, but it does not decide those
        questions for you. Casecast is not directed at children.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and changes',
    body: (
      <>
        <p>
          Questions about this policy, or requests about waiting-list data: <ContactLink />. Questions about a firm’s case data go to that
          firm.
        </p>
        <p>
          When this policy changes, the date at the top changes with it. See also the{' '}
          <Link to="/terms" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>
          .
        </p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="How Casecast stores and protects law-firm case data, including client medical information: who can see it, retention, deletion and security."
      intro={
        <p>
          Personal-injury case files hold some of the most sensitive information people share: their injuries, treatment and medical
          records. This policy explains, in plain terms, what Casecast stores, who can see it, how long it stays, and how to have it
          deleted.
        </p>
      }
      sections={sections}
    />
  );
}
