// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealServer, type RealServer } from '../../../test/real-server';
import { describedText, renderRoutes, route } from '../../../test/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** Which API paths the page asked for (the requests themselves go to the real server). */
function watchRequests() {
  const spy = vi.spyOn(window, 'fetch');
  return {
    paths: () => spy.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input), server.url).pathname),
    restore: () => spy.mockRestore(),
  };
}

const pages = [route('/login', <LoginPage />), route('/register', <RegisterPage />), route('/dashboard', <p>Dashboard page</p>)];

describe('login form', () => {
  it('sends nothing while a field is empty, marking the field invalid without a message (spec)', async () => {
    const requests = watchRequests();
    const user = userEvent.setup();
    renderRoutes(pages, '/login');
    const email = await screen.findByLabelText('Email address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.paths()).not.toContain('/api/auth/sign-in/email');
    requests.restore();
  });

  it("signs in through the server and shows the server's message in one banner", async () => {
    const requests = watchRequests();
    const user = userEvent.setup();
    renderRoutes(pages, '/login');
    await user.type(await screen.findByLabelText('Email address'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    expect(requests.paths()).toContain('/api/auth/sign-in/email');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBeNull();
    requests.restore();
  });
});

describe('register form', () => {
  it("shows the spec's messages under the field they are about, linked to it, and sends nothing", async () => {
    const requests = watchRequests();
    const user = userEvent.setup();
    renderRoutes(pages, '/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    // The terms box is the browser's to require; fill it so the form's own rules run.
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const name = screen.getByLabelText('Full Name');
    await screen.findByText('Please fill in all required fields');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('Please fill in all required fields');

    await user.type(name, 'Sam Reyes');
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'password one');
    await user.type(screen.getByLabelText('Confirm Password'), 'password two');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const confirm = screen.getByLabelText('Confirm Password');
    await waitFor(() => expect(describedText(confirm)).toBe('Passwords do not match'));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.clear(confirm);
    await user.type(confirm, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('Password'))).toBe('Password must be at least 8 characters'));
    expect(requests.paths()).not.toContain('/api/auth/sign-up/email');
    requests.restore();
  });

  it('creates the account on the server and goes on to login', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(pages, '/register');
    await user.type(await screen.findByLabelText('Full Name'), 'Robin Vale');
    await user.type(screen.getByLabelText('Company/Law Firm'), 'Vale Injury Law');
    await user.type(screen.getByLabelText('Email address'), `robin-${Date.now()}@casecast.test`);
    await user.type(screen.getByLabelText('Password'), 'long enough pw');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pw');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?verified=false');
    await screen.findByText('Please check your email to verify your account before logging in.');
  });
});
