// Every main screen of the app, for the layout and accessibility checks: adding a screen is one line here.
// `path` may use the ids the check finds in the signed-in firm (a case of the demo firm).
export type ScreenIds = { caseId: string };
export type Screen = {
  name: string;
  path: string | ((ids: ScreenIds) => string);
  /** Signed in (the demo firm's owner), or a public page seen signed out. */
  signedIn: boolean;
  /** Text that is on the screen once it has loaded. */
  ready: RegExp | string;
  /** Chooses its layout once, when it loads (the calendar: agenda on a phone, month on a laptop): loaded at each size. */
  layoutOnLoad?: boolean;
};

export const SCREENS: Screen[] = [
  { name: 'landing', path: '/', signedIn: false, ready: 'Join Waiting List' },
  { name: 'waiting-list', path: '/waiting-list', signedIn: false, ready: 'Join Our Waiting List' },
  { name: 'login', path: '/login', signedIn: false, ready: 'Log in' },
  { name: 'register', path: '/register', signedIn: false, ready: 'Create account' },
  { name: 'blog', path: '/blog', signedIn: false, ready: 'Blog' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: 'Total Predicted Value' },
  { name: 'cases', path: '/dashboard/cases', signedIn: true, ready: /CASE-\d{4}/ },
  { name: 'case', path: ({ caseId }) => `/dashboard/case/${caseId}`, signedIn: true, ready: 'Case Value Prediction' },
  { name: 'case-injuries', path: ({ caseId }) => `/dashboard/case/${caseId}/injuries`, signedIn: true, ready: 'Injuries' },
  { name: 'case-medical', path: ({ caseId }) => `/dashboard/case/${caseId}?tab=medical`, signedIn: true, ready: 'Providers and bills' },
  {
    name: 'case-insurance',
    path: ({ caseId }) => `/dashboard/case/${caseId}?tab=insurance`,
    signedIn: true,
    ready: 'Policies of each party',
  },
  {
    name: 'case-communications',
    path: ({ caseId }) => `/dashboard/case/${caseId}?tab=communications`,
    signedIn: true,
    ready: /No communications logged yet\.|Inbound|Outbound/,
  },
  { name: 'case-negotiation', path: ({ caseId }) => `/dashboard/case/${caseId}?tab=negotiation`, signedIn: true, ready: 'Negotiation log' },
  { name: 'case-settlement', path: ({ caseId }) => `/dashboard/case/${caseId}?tab=settlement`, signedIn: true, ready: 'Fee agreement' },
  { name: 'calendar', path: '/dashboard/calendar', signedIn: true, ready: 'Calendar', layoutOnLoad: true },
  { name: 'tasks', path: '/dashboard/tasks', signedIn: true, ready: 'Whose' },
  { name: 'contacts', path: '/dashboard/contacts', signedIn: true, ready: 'Add contact' },
  { name: 'wizard', path: '/dashboard/cases/new', signedIn: true, ready: 'New Case' },
  { name: 'documents', path: '/dashboard/documents', signedIn: true, ready: 'Documents' },
  { name: 'analytics', path: '/dashboard/predictions', signedIn: true, ready: 'Settlement Predictor' },
  { name: 'predictor', path: ({ caseId }) => `/dashboard/predictions?case=${caseId}`, signedIn: true, ready: 'Medical costs used' },
  { name: 'attorneys', path: '/dashboard/attorneys', signedIn: true, ready: 'Attorney Performance Metrics' },
  // Ready once the owner's Firm activity list (the page's last loading part) has loaded.
  {
    name: 'settings',
    path: '/dashboard/settings',
    signedIn: true,
    ready: /No changes to the firm's records yet\.|(added|changed|deleted) (the firm's demand letter template|a task)/,
  },
];

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
