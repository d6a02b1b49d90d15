// Calendar use cases: the firm's deadlines and tasks by date, "my day", and the private iCalendar feed.
import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  getTodayIsoDate,
  redactCalendarItem,
  sortCalendarItems,
  type CalendarFeedCreate,
  type CalendarFeedStatus,
  type CalendarItem,
  type CalendarQuery,
  type CalendarResponse,
  type MyDayResponse,
} from '@casecast/domain';
import type { CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import * as repo from './repository.js';
import { renderIcs } from './ics.js';

/** At most this many of each kind per answer (a 400-day range of a busy firm stays well under it). */
const CALENDAR_LIMIT = 2000;
/** The feed: from this many days back to this many ahead (limitation periods run years). */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 3 * 366;

export async function getCalendar(db: CaseDb, actor: Actor, query: CalendarQuery): Promise<CalendarResponse> {
  const filters: repo.CalendarFilters = { from: query.from, to: query.to, attorneyId: query.attorneyId, caseId: query.caseId };
  const [deadlines, tasks] = await Promise.all([
    query.kind === 'task' ? [] : repo.listDeadlines(db, actor.firmId, filters, CALENDAR_LIMIT),
    query.kind === 'deadline' ? [] : repo.listTasks(db, actor.firmId, filters, CALENDAR_LIMIT),
  ]);
  return { from: query.from, to: query.to, items: sortCalendarItems<CalendarItem>([...deadlines, ...tasks]), truncated: deadlines.length === CALENDAR_LIMIT || tasks.length === CALENDAR_LIMIT };
}

/** Owners see the firm's; everyone else their own tasks and the deadlines of the cases they handle. */
function scopeFor(actor: { role: string; userId: string | null }): { userId?: string } {
  if (actor.role === 'owner') return {};
  return { userId: actor.userId ?? '' };
}

/**
 * "My day": open items overdue, due today and in the next 7 days (tasks assigned to me and deadlines
 * of my cases; an owner sees the firm's), and open statutes of limitations in the next 90 days.
 */
export async function getMyDay(db: CaseDb, actor: Actor, today: string = getTodayIsoDate()): Promise<MyDayResponse> {
  const scope = scopeFor(actor);
  const weekEnd = addDays(today, 7);
  const earliest = '1900-01-01';
  const mine = { ...scope, openOnly: true };
  const [deadlines, tasks, sols] = await Promise.all([
    repo.listDeadlines(db, actor.firmId, { from: earliest, to: weekEnd, ...mine }, CALENDAR_LIMIT),
    repo.listTasks(db, actor.firmId, { from: earliest, to: weekEnd, ...mine }, CALENDAR_LIMIT),
    repo.listDeadlines(db, actor.firmId, { from: today, to: addDays(today, 90), ...mine }, CALENDAR_LIMIT),
  ]);
  const items = sortCalendarItems<CalendarItem>([...deadlines, ...tasks]);
  return {
    today,
    overdue: items.filter((item) => item.date < today),
    dueToday: items.filter((item) => item.date === today),
    nextSevenDays: items.filter((item) => item.date > today),
    statutesOfLimitations: sols.filter((item) => item.deadlineKind === 'statute_of_limitations'),
  };
}

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function feedUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/api/calendar.ics?token=${token}`;
}

/**
 * Creates the caller's feed, or replaces it (the old URL stops working). Only the token's hash is kept.
 * A redacted feed names the case number instead of the client (the choice is made with each new URL).
 */
export async function createFeed(db: CaseDb, actor: Actor, baseUrl: string, options: CalendarFeedCreate = { redacted: false }): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await repo.replaceFeed(db, actor.firmId, actor.userId ?? '', { tokenHash: hashFeedToken(token), redacted: options.redacted });
  return { url: feedUrl(baseUrl, token) };
}

export async function revokeFeed(db: CaseDb, actor: Actor): Promise<void> {
  await repo.deleteFeed(db, actor.firmId, actor.userId ?? '');
}

export async function getFeedStatus(db: CaseDb, actor: Actor): Promise<CalendarFeedStatus> {
  const feed = await repo.findFeed(db, actor.firmId, actor.userId ?? '');
  return { active: feed !== undefined, createdAt: feed ? feed.createdAt.toISOString() : null, redacted: feed?.redacted ?? false };
}

const feedNotFound = () => notFound('Calendar feed not found');

/** The feed's document: open deadlines and tasks of its owner's scope (as in "My day"), from 90 days back to three years ahead. */
export async function renderFeed(db: CaseDb, token: string | undefined, baseUrl: string, today: string = getTodayIsoDate()): Promise<string> {
  if (!token) throw feedNotFound();
  const owner = await repo.findFeedOwner(db, hashFeedToken(token));
  if (!owner) throw feedNotFound();
  const scope = scopeFor(owner);
  const range = { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD), openOnly: true };
  const [deadlines, tasks] = await Promise.all([
    repo.listDeadlines(db, owner.firmId, { ...range, ...scope }, CALENDAR_LIMIT),
    repo.listTasks(db, owner.firmId, { ...range, ...scope }, CALENDAR_LIMIT),
  ]);
  const items = sortCalendarItems<CalendarItem>([...deadlines, ...tasks]);
  return renderIcs(owner.redacted ? items.map(redactCalendarItem) : items, { calendarName: `Casecast — ${owner.firmName}`, baseUrl });
}
