// /dashboard/settings: the account, its security, and (for owners) the firm and its activity.
import { useDocumentTitle } from '../../lib/use-document-title';
import { ActivitySection } from './components/activity-section';
import { CalendarFeedSection } from './components/calendar-feed-section';
import { FirmSection } from './components/firm-section';
import { NotificationsSection } from './components/notifications-section';
import { PasswordSection } from './components/password-section';
import { ProfileSection } from './components/profile-section';
import { SessionsSection } from './components/sessions-section';
import { TwoFactorSection } from './components/two-factor-section';
import { StageTemplatesSection } from '../tasks/components/stage-templates-section';
import { DemandTemplateSection } from '../money/components/demand-template-section';
import { LetterTemplatesSection } from '../letters/components/letter-templates-section';
import { RulesLinkSection } from './components/rules-link-section';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <ProfileSection />
      <FirmSection />
      <NotificationsSection />
      <StageTemplatesSection />
      <DemandTemplateSection />
      <LetterTemplatesSection />
      <ActivitySection />
      <RulesLinkSection />
      <CalendarFeedSection />
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
