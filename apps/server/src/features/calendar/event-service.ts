// A firm's timed events (eventKind): the record operations with the firm's own checks, that the case named is one of
// the firm's and every attendee is a member of it; the changes of an event on a case go in the case's history.
import type { CalendarEvent, CalendarEventCreate, CalendarEventUpdate } from '@casecast/domain';
import { fieldError } from '../../http/errors.js';
import * as cases from '../cases/repository.js';
import { recordOperations } from '../records/service.js';
import { eventKind } from '@casecast/domain';
import * as repo from './repository.js';

export const events = recordOperations<CalendarEvent, CalendarEventCreate, CalendarEventUpdate>(eventKind, {
  // An event on a case is part of the case's history; one without a case is in the firm's activity.
  historyCaseId: (event) => event.caseId ?? null,
  check: async (trx, actor, _caseId, next) => {
    if (next.caseId && !(await cases.caseExists(trx, actor.firmId, next.caseId))) throw fieldError('caseId', 'Case not found');
    const attendeeIds = next.attendeeIds ?? [];
    if (attendeeIds.length === 0) return;
    const members = new Set(await repo.findMemberUserIds(trx, actor.firmId, attendeeIds));
    const stranger = attendeeIds.find((id) => !members.has(id));
    if (stranger !== undefined) throw fieldError('attendeeIds', 'Every attendee must be a member of the firm');
  },
});
