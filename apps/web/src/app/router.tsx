// Every route of the web app. Pages load on demand so the public pages never carry the dashboard's code.
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/ui/feedback';

function page<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

const Landing = () => page(() => import('../features/public/landing-page'), 'LandingPage');
const WaitingList = () => page(() => import('../features/public/waiting-list-page'), 'WaitingListPage');
const Blog = () => page(() => import('../features/public/blog/blog-page'), 'BlogPage');
const BlogPost = () => page(() => import('../features/public/blog/blog-post-page'), 'BlogPostPage');
const Terms = () => page(() => import('../features/public/legal/terms-page'), 'TermsPage');
const Privacy = () => page(() => import('../features/public/legal/privacy-page'), 'PrivacyPage');
const WaitlistAdmin = () => page(() => import('../features/admin/waitlist-admin-page'), 'WaitlistAdminPage');
const Login = () => page(() => import('../features/auth/pages/login-page'), 'LoginPage');
const Register = () => page(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const ForgotPassword = () => page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPassword = () => page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const Invitation = () => page(() => import('../features/auth/pages/invitation-page'), 'InvitationPage');
const Signing = () => page(() => import('../features/signatures/pages/signing-page'), 'SigningPage');
const Mailbox = () => page(() => import('../features/dev/mailbox-page'), 'MailboxPage');
const PortalHome = () => page(() => import('../features/portal/pages/portal-home-page'), 'PortalHomePage');
const PortalSignIn = () => page(() => import('../features/portal/pages/portal-sign-in-page'), 'PortalSignInPage');
const PortalCase = () => page(() => import('../features/portal/pages/portal-case-page'), 'PortalCasePage');
const Shell = () => page(() => import('../features/shell/dashboard-layout'), 'DashboardLayout');
const Home = () => page(() => import('../features/dashboard/dashboard-home-page'), 'DashboardHomePage');
const Settings = () => page(() => import('../features/settings/settings-page'), 'SettingsPage');
const Rules = () => page(() => import('../features/settings/rules-page'), 'RulesPage');
const Calendar = () => page(() => import('../features/calendar/calendar-page'), 'CalendarPage');
const Tasks = () => page(() => import('../features/tasks/tasks-page'), 'TasksPage');
const Contacts = () => page(() => import('../features/contacts/contacts-page'), 'ContactsPage');
const CasesList = () => page(() => import('../features/cases/pages/cases-list-page'), 'CasesListPage');
const CaseCreate = () => page(() => import('../features/cases/pages/case-create-page'), 'CaseCreatePage');
const CaseImport = () => page(() => import('../features/cases/pages/case-import-page'), 'CaseImportPage');
const ArchivedCases = () => page(() => import('../features/cases/pages/archived-cases-page'), 'ArchivedCasesPage');
const CaseDetail = () => page(() => import('../features/cases/pages/case-detail-page'), 'CaseDetailPage');
const CaseEdit = () => page(() => import('../features/cases/pages/case-edit-page'), 'CaseEditPage');
const CaseInjuries = () => page(() => import('../features/cases/pages/case-records-pages'), 'CaseInjuriesPage');
const CaseTreatments = () => page(() => import('../features/cases/pages/case-records-pages'), 'CaseTreatmentsPage');
const CasePathRedirect = () => page(() => import('../features/cases/pages/case-path-redirect'), 'CasePathRedirect');
const Documents = () => page(() => import('../features/documents/pages/documents-page'), 'DocumentsPage');
const Predictions = () => page(() => import('../features/analytics/pages/predictions-page'), 'PredictionsPage');
const Attorneys = () => page(() => import('../features/attorneys/attorneys-page'), 'AttorneysPage');
const Protected = () => page(() => import('../features/shell/protected-route'), 'ProtectedRoute');
const LegacyCase = () => page(() => import('../features/shell/protected-route'), 'LegacyCaseRedirect');
const NotFound = () => page(() => import('../features/shell/not-found-page'), 'NotFoundPage');
const PublicNotFound = () => page(() => import('../features/public/not-found-page'), 'PublicNotFoundPage');

export const router = createBrowserRouter([
  { path: '/', element: <Landing /> },
  { path: '/waiting-list', element: <WaitingList /> },
  { path: '/blog', element: <Blog /> },
  { path: '/blog/:postId', element: <BlogPost /> },
  { path: '/terms', element: <Terms /> },
  { path: '/privacy', element: <Privacy /> },
  { path: '/login', element: <Login /> },
  { path: '/register', element: <Register /> },
  { path: '/forgot-password', element: <ForgotPassword /> },
  { path: '/reset-password', element: <ResetPassword /> },
  { path: '/invite/:id', element: <Invitation /> },
  { path: '/sign/:token', element: <Signing /> },
  { path: '/dev/mailbox', element: <Mailbox /> },
  // The client portal: clients' own sign-in (emailed links), never the firm's dashboard.
  { path: '/portal', element: <PortalHome /> },
  { path: '/portal/sign-in', element: <PortalSignIn /> },
  { path: '/portal/cases/:id', element: <PortalCase /> },
  {
    element: <Protected />,
    children: [
      { path: '/case/*', element: <LegacyCase /> },
      {
        path: '/dashboard',
        element: <Shell />,
        children: [
          { index: true, element: <Home /> },
          { path: 'cases', element: <CasesList /> },
          { path: 'cases/new', element: <CaseCreate /> },
          { path: 'cases/import', element: <CaseImport /> },
          { path: 'cases/archived', element: <ArchivedCases /> },
          { path: 'cases/:id', element: <CasePathRedirect /> },
          { path: 'case/:id', element: <CaseDetail /> },
          { path: 'case/:id/edit', element: <CaseEdit /> },
          { path: 'case/:id/injuries', element: <CaseInjuries /> },
          { path: 'case/:id/treatments', element: <CaseTreatments /> },
          { path: 'predictions', element: <Predictions /> },
          { path: 'documents', element: <Documents /> },
          { path: 'attorneys', element: <Attorneys /> },
          { path: 'admin/waitlist', element: <WaitlistAdmin /> },
          { path: 'calendar', element: <Calendar /> },
          { path: 'tasks', element: <Tasks /> },
          { path: 'contacts', element: <Contacts /> },
          { path: 'settings', element: <Settings /> },
          { path: 'settings/rules', element: <Rules /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <PublicNotFound /> },
]);
