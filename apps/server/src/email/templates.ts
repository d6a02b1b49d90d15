// The texts of the emails Casecast sends.
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The HTML every Casecast email shares: a title, paragraphs and one button (with its address written out). */
export function layout(title: string, lines: string[], action: { label: string; url: string }): string {
  const body = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#64748b">If the button does not work, copy this address into your browser: ${escapeHtml(action.url)}</p>
</body></html>`;
}

export function verificationEmail({ name, url }: { name: string; url: string }) {
  const lines = [
    `Hello ${name},`,
    'Please confirm your email address to finish creating your Casecast account. The link is valid for 24 hours.',
  ];
  return {
    subject: 'Verify your email address for Casecast',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n`,
    html: layout('Verify your email address', lines, { label: 'Verify email', url }),
  };
}

export function passwordResetEmail({ name, url }: { name: string; url: string }) {
  const lines = [
    `Hello ${name},`,
    'We received a request to reset your Casecast password. The link is valid for one hour. If you did not ask for this, you can ignore this email.',
  ];
  return {
    subject: 'Reset your Casecast password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: layout('Reset your password', lines, { label: 'Reset password', url }),
  };
}

export function invitationEmail({
  firmName,
  inviterName,
  role,
  url,
}: {
  firmName: string;
  inviterName: string;
  role: string;
  url: string;
}) {
  const lines = [`${inviterName} invited you to join ${firmName} on Casecast as ${role}.`, 'The invitation is valid for 7 days.'];
  return {
    subject: `You are invited to join ${firmName} on Casecast`,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${url}\n`,
    html: layout(`Join ${firmName} on Casecast`, lines, { label: 'Accept invitation', url }),
  };
}

/** The client portal's one-time sign-in link: sent by a member's invitation, or when the client asks for one. */
export function portalSignInEmail({
  firmName,
  clientName,
  url,
  validFor,
  invited,
}: {
  firmName: string;
  clientName: string;
  url: string;
  validFor: string;
  invited: boolean;
}) {
  const lines = [
    `Hello ${clientName},`,
    invited
      ? `${firmName} invited you to your case portal. There you can see where your case stands, read letters we share with you, send us photos and bills, and write to us.`
      : `Here is your link to sign in to ${firmName}'s client portal.`,
    `The link works once, for ${validFor}. You do not need a password. If you did not ask for this, you can ignore this email.`,
  ];
  return {
    subject: invited ? `${firmName} invited you to your case portal` : `Your sign-in link for ${firmName}'s client portal`,
    text: `${lines.join('\n\n')}\n\nOpen your case portal: ${url}\n`,
    html: layout(`${firmName}: your case portal`, lines, { label: 'Open your case portal', url }),
  };
}

export function signatureRequestEmail({
  firmName,
  signerName,
  documentName,
  url,
  expiresAt,
  reminder,
}: {
  firmName: string;
  signerName: string;
  documentName: string;
  url: string;
  expiresAt: Date;
  reminder: boolean;
}) {
  const until = expiresAt.toISOString().slice(0, 10);
  const lines = [
    `Hello ${signerName},`,
    reminder
      ? `A reminder: ${firmName} is waiting for your signature on “${documentName}”.`
      : `${firmName} asks you to review and sign “${documentName}”.`,
    `The link opens the document on your phone or computer; you can sign there, or decline. It works until ${until} (UTC), and only for you: do not forward this email.${reminder ? ' Links in earlier emails no longer work.' : ''}`,
    `Questions, or would you rather sign on paper? Reply to ${firmName} directly.`,
  ];
  return {
    subject: reminder ? `Reminder: please sign ${documentName}` : `Please sign ${documentName}`,
    text: `${lines.join('\n\n')}\n\nReview and sign: ${url}\n`,
    html: layout(`Please sign ${documentName}`, lines, { label: 'Review and sign', url }),
  };
}
