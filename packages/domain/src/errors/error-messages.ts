// User-facing error texts from the spec's error catalogue (section 8), so web and server say the same.

export const ERROR_MESSAGES = {
  noDataReturned: 'No data or ID returned from database',
  noFileProvided: 'No file provided',
  fetchAttorneys: 'Failed to fetch attorneys',
  fetchAttorneyWar: 'Failed to fetch attorney WAR metrics',
  fetchAttorneyPerformance: 'Failed to fetch attorney performance metrics',
  calculateAttorneyPerformance: 'Failed to calculate attorney performance metrics',
  fetchCases: 'Failed to fetch cases',
  fetchCase: 'Failed to fetch case',
  createCase: 'Failed to create case',
  updateCase: 'Failed to update case',
  loadDashboard: 'Failed to load dashboard data',
  loadCases: 'Failed to load cases. Please try again.',
  searchCases: 'Failed to search cases. Please try again.',
  createCaseForm: 'Failed to create case. Please try again.',
  missingCaseId: 'Invalid response: Missing case ID',
  invalidCreateResponse: 'Invalid response from API when creating case',
  caseIdRequired: 'Case ID is required',
  caseNotFound: 'Case not found',
  loadCaseDetails: 'Failed to load case details. Please try again.',
  updateCaseStatus: 'Failed to update case status. Please try again.',
  caseDetailsUnavailable: 'Unable to load case details at this time.',
  savePrediction: 'Failed to save prediction',
  getPrediction: 'Failed to get prediction',
  authenticationRequired: 'Authentication required. Please log in.',
  predictionAuthFailed: 'Authentication failed. Please log out and log in again.',
  predictionPanelFallback: 'An error occurred',
  loadPredictionData: 'Failed to load prediction data. Please try again.',
  loadAttorneyPerformance: 'Failed to load attorney performance data',
  waitingListFailed: 'An error occurred. Please try again.',
  waitingListThanks: "Thank you for joining our waiting list! We'll be in touch soon.",
  blogPostNotFound: 'Blog Post Not Found',
  pageNotFound: 'Page Not Found',
} as const;

export function formatAttorneyNotFoundMessage(id: string): string {
  return `Failed to fetch attorney with ID ${id}`;
}

export function formatNoCaseFoundMessage(id: string): string {
  return `No case found with ID: ${id}`;
}

export function formatFetchCaseFailedMessage(reason: string): string {
  return `Failed to fetch case data: ${reason}`;
}

/** What the prediction panel shows for a failed prediction, by the error's message. */
export function describePredictionError(message: string | null | undefined): string {
  const text = message ?? '';
  if (text.includes('Authentication')) return 'Authentication error. Please log out and log in again.';
  if (text.includes('401')) return 'Authentication error. Your session may have expired. Please log out and log in again.';
  if (text.includes('Failed to fetch')) return 'Network error. Please check your internet connection and try again.';
  return `Failed to generate prediction: ${text === '' ? 'Unknown error' : text}`;
}
