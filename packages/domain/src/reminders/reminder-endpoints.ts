// The caller's choice of reminder and digest emails (/api/me/notifications).
import { defineEndpoint } from '../shared/endpoint.js';
import { notificationSettingsSchema } from './reminder-schedule.js';

const tags = ['notifications'];

export const reminderEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/me/notifications',
    tags,
    summary: 'Whether the caller gets deadline reminders and the daily task digest by email',
    response: notificationSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/me/notifications',
    tags,
    summary: 'Turn deadline reminders or the daily task digest on or off for the caller',
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  }),
};
