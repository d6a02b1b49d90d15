// Every route of the web app. Pages load on demand so the public pages never carry the dashboard's code.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageSpinner } from '../components/ui/feedback';
import { LegacyCaseRedirect, ProtectedRoute } from '../features/shell/protected-route';

function page<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

const Landing = () => page(() => import('../features/public/landing-page'), 'LandingPage');
const Login = () => page(() => import('../features/auth/pages/login-page'), 'LoginPage');
const Register = () => page(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const ForgotPassword = () => page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPassword = () => page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const Invitation = () => page(() => import('../features/auth/pages/invitation-page'), 'InvitationPage');
const Mailbox = () => page(() => import('../features/dev/mailbox-page'), 'MailboxPage');
const Shell = () => page(() => import('../features/shell/dashboard-layout'), 'DashboardLayout');
const Home = () => page(() => import('../features/dashboard/dashboard-home-page'), 'DashboardHomePage');
const Settings = () => page(() => import('../features/settings/settings-page'), 'SettingsPage');
const NotFound = () => page(() => import('../features/shell/not-found-page'), 'NotFoundPage');

function comingSoon(title: string, description: string): ReactNode {
  const Component = lazy(async () => {
    const { ComingSoonPage } = await import('../features/shell/coming-soon-page');
    return { default: () => <ComingSoonPage title={title} description={description} /> };
  });
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  { path: '/', element: <Landing /> },
  { path: '/login', element: <Login /> },
  { path: '/register', element: <Register /> },
  { path: '/forgot-password', element: <ForgotPassword /> },
  { path: '/reset-password', element: <ResetPassword /> },
  { path: '/invite/:id', element: <Invitation /> },
  { path: '/dev/mailbox', element: <Mailbox /> },
  {
    element: <ProtectedRoute />,
    children: [
      { path: '/case/*', element: <LegacyCaseRedirect /> },
      {
        path: '/dashboard',
        element: <Shell />,
        children: [
          { index: true, element: <Home /> },
          { path: 'cases', element: comingSoon('Cases', 'The case list arrives with case management.') },
          { path: 'cases/new', element: comingSoon('New Case', 'Case creation arrives with case management.') },
          { path: 'case/:id/*', element: comingSoon('Case', 'Case pages arrive with case management.') },
          { path: 'predictions', element: comingSoon('Predictions', 'Settlement analytics arrive with the predictions work.') },
          { path: 'documents', element: comingSoon('Documents', 'Documents arrive with document management.') },
          { path: 'attorneys', element: comingSoon('Attorney Performance Metrics', 'Attorney metrics arrive with the analytics work.') },
          { path: 'settings', element: <Settings /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
