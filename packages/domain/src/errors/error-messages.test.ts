import { describe, expect, it } from 'vitest';
import { describePredictionError, formatNoCaseFoundMessage } from './error-messages.js';

describe('describePredictionError', () => {
  it('maps authentication, 401 and network failures to the spec texts', () => {
    expect(describePredictionError('Authentication failed')).toBe('Authentication error. Please log out and log in again.');
    expect(describePredictionError('Request failed: 401')).toBe(
      'Authentication error. Your session may have expired. Please log out and log in again.',
    );
    expect(describePredictionError('Failed to fetch')).toBe('Network error. Please check your internet connection and try again.');
  });
  it('falls back to the message or Unknown error', () => {
    expect(describePredictionError('Model not trained')).toBe('Failed to generate prediction: Model not trained');
    expect(describePredictionError(undefined)).toBe('Failed to generate prediction: Unknown error');
  });
  it('formats the case-not-found text', () => {
    expect(formatNoCaseFoundMessage('abc')).toBe('No case found with ID: abc');
  });
});
