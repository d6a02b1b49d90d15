// Settings → Two-factor authentication: enrol with a QR code, confirm a code, backup codes, disable.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { passwordOnlyBodySchema, totpCodeBodySchema, type TwoFactorEnrolment } from '@casecast/domain';
import { Alert, Badge, Card, CardHeader } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api';
import { useMe } from '../../../lib/auth';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor, useGenerateBackupCodes } from '../api';

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">Save these backup codes somewhere safe. Each one signs you in once if you lose your phone.</p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function PasswordPrompt({
  label,
  busyLabel,
  onSubmit,
  destructive,
}: {
  label: string;
  busyLabel: string;
  onSubmit: (password: string) => Promise<void>;
  destructive?: boolean;
}) {
  const form = useZodForm(passwordOnlyBodySchema, { defaultValues: { password: '' } });
  const typed = form.watch('password');
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ password }) => {
    await onSubmit(password);
    form.reset({ password: '' });
  });
  const id = `prompt-${label}`;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-56 flex-1">
        <Field label="Confirm with your password" htmlFor={id} error={form.formState.errors.password?.message}>
          <PasswordInput id={id} autoComplete="current-password" {...form.register('password')} />
        </Field>
      </div>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy || !typed}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}

function ConfirmCodeForm({ onConfirm, onCancel }: { onConfirm: (code: string) => Promise<void>; onCancel: () => void }) {
  const form = useZodForm(totpCodeBodySchema, { defaultValues: { code: '' } });
  const typed = form.watch('code');
  const submit = form.handleSubmit(async ({ code }) => {
    await onConfirm(code);
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="w-48">
        <Field label="6-digit code" htmlFor="totp-confirm" error={form.formState.errors.code?.message}>
          <Input id="totp-confirm" inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
        </Field>
      </div>
      <Button type="submit" disabled={typed.trim().length !== 6 || form.formState.isSubmitting}>
        Confirm and turn on
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

export function TwoFactorSection() {
  const me = useMe();
  const enabled = Boolean(me.data?.user.twoFactorEnabled);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const enable = useEnableTwoFactor();
  const confirmCode = useConfirmTwoFactor();
  const turnOff = useDisableTwoFactor();
  const generateCodes = useGenerateBackupCodes();

  useEffect(() => {
    if (!enrolment) return;
    let cancelled = false;
    void QRCode.toDataURL(enrolment.totpURI, { margin: 1, width: 192 }).then((url) => {
      if (!cancelled) setQr(url);
    });
    return () => {
      cancelled = true;
    };
  }, [enrolment]);

  // One status line for the section: each step's success, or the server's message.
  const run = async (action: () => Promise<void>) => {
    setStatus(null);
    try {
      await action();
    } catch (error) {
      setStatus({ tone: 'error', text: errorMessage(error) });
    }
  };

  const start = (password: string) =>
    run(async () => {
      setEnrolment(await enable.mutateAsync({ password }));
      setNewCodes(null);
    });

  const confirm = (code: string) =>
    run(async () => {
      await confirmCode.mutateAsync({ code });
      setNewCodes(enrolment?.backupCodes ?? null);
      setEnrolment(null);
      setStatus({ tone: 'success', text: 'Two-factor authentication is on. You will be asked for a code when you log in.' });
    });

  const disable = (password: string) =>
    run(async () => {
      await turnOff.mutateAsync({ password });
      setNewCodes(null);
      setStatus({ tone: 'success', text: 'Two-factor authentication is off.' });
    });

  const regenerate = (password: string) =>
    run(async () => {
      const result = await generateCodes.mutateAsync({ password });
      setNewCodes(result.backupCodes);
      setStatus({ tone: 'success', text: 'New backup codes created. The old ones no longer work.' });
    });

  const secret = enrolment ? new URL(enrolment.totpURI).searchParams.get('secret') : null;

  return (
    <Card role="region" aria-label="Two-factor authentication">
      <CardHeader
        title="Two-factor authentication"
        description="A code from an authenticator app, asked for at every login, keeps client files safe even if a password leaks."
        actions={enabled ? <Badge tone="green">On</Badge> : <Badge tone="gray">Off</Badge>}
      />
      <div className="space-y-5 p-5">
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        {newCodes && <BackupCodes codes={newCodes} />}
        {enrolment ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">
              Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.
            </p>
            <div className="flex flex-wrap items-center gap-6">
              {qr ? (
                <img src={qr} alt="QR code for your authenticator app" width={192} height={192} />
              ) : (
                <div className="h-48 w-48 animate-pulse rounded bg-slate-100" />
              )}
              <div className="text-sm">
                <p className="text-slate-500">Or enter this key by hand:</p>
                <code data-testid="totp-secret" className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono">
                  {secret}
                </code>
              </div>
            </div>
            <ConfirmCodeForm onConfirm={confirm} onCancel={() => setEnrolment(null)} />
          </div>
        ) : enabled ? (
          <div className="space-y-5">
            <PasswordPrompt label="Create new backup codes" busyLabel="Creating..." onSubmit={regenerate} />
            <PasswordPrompt label="Turn off two-factor" busyLabel="Turning off..." onSubmit={disable} destructive />
          </div>
        ) : (
          <PasswordPrompt label="Set up two-factor" busyLabel="Starting..." onSubmit={start} />
        )}
      </div>
    </Card>
  );
}
