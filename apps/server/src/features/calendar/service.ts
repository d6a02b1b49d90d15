// Calendar use cases: the firm's deadlines, tasks, records follow-ups and events by date, "my day", and the private iCalendar feed.
import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  getTodayIsoDate,
  redactCalendarItem,
  sortCalendarItems,
  type CalendarFeedCreate,
  type CalendarFeedStatus,
  type CalendarItem,
  type CalendarKind,
  type CalendarQuery,
  type CalendarResponse,
  type MyDayResponse,
} from '@casecast/domain';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import * as repo from './repository.js';
import { listDatesToConfirm } from '../deadlines/rule-change-service.js';
import { getRenderPool } from '../../workers/render-pool.js';
import { ICS_MODULE, type IcsOptions } from './ics.js';
import type { Db } from '../../db/schema.js';

/** At most this many of each kind per answer (a 400-day range of a busy firm stays well under it). */
const CALENDAR_LIMIT = 2000;
/** My day: at most this many deadlines and this many tasks in each of its lists (each read on its own). */
const MY_DAY_LIST_LIMIT = 2000;
/** The feed: from this many days back to this many ahead (limitation periods run years). */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 3 * 366;

/**
 * The moments an event must overlap to fall on one of the days from `from` to `to` somewhere: UTC offsets run from
 * -12:00 to +14:00, so the window is widened by 14 hours each side; a screen keeps the ones on its own days.
 */
function eventWindow(from: string, to: string): { fromTime: Date; toTime: Date } {
  const slack = 14 * 60 * 60 * 1000;
  return {
    fromTime: new Date(Date.parse(`${from}T00:00:00Z`) - slack),
    toTime: new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) + slack),
  };
}

export async function getCalendar(db: Db, actor: Actor, query: CalendarQuery): Promise<CalendarResponse> {
  const filters: repo.CalendarFilters = { from: query.from, to: query.to, attorneyId: query.attorneyId, caseId: query.caseId };
  const wanted = (kind: CalendarKind) => query.kind === undefined || query.kind === kind;
  const eventFilters = { ...eventWindow(query.from, query.to), attorneyId: query.attorneyId, caseId: query.caseId };
  const [deadlines, tasks, followUps, events] = await Promise.all([
    wanted('deadline') ? repo.listDeadlines(db, actor.firmId, filters, CALENDAR_LIMIT) : [],
    wanted('task') ? repo.listTasks(db, actor.firmId, filters, CALENDAR_LIMIT) : [],
    wanted('follow_up') ? repo.listFollowUps(db, actor.firmId, filters, CALENDAR_LIMIT) : [],
    wanted('event') ? repo.listEvents(db, actor.firmId, eventFilters, CALENDAR_LIMIT) : [],
  ]);
  return {
    from: query.from,
    to: query.to,
    items: sortCalendarItems<CalendarItem>([...deadlines, ...tasks, ...followUps, ...events]),
    truncated: [deadlines, tasks, followUps, events].some((list) => list.length === CALENDAR_LIMIT),
  };
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
export async function getMyDay(db: Db, actor: Actor, today: string = getTodayIsoDate()): Promise<MyDayResponse> {
  const mine = { ...scopeFor(actor), openOnly: true };
  // Each list is read on its own, with its own limit: 2,000 overdue items never push today's out.
  const bucket = async (from: string, to: string): Promise<{ items: CalendarItem[]; truncated: boolean }> => {
    const lists: CalendarItem[][] = await Promise.all([
      repo.listDeadlines(db, actor.firmId, { from, to, ...mine }, MY_DAY_LIST_LIMIT + 1),
      repo.listTasks(db, actor.firmId, { from, to, ...mine }, MY_DAY_LIST_LIMIT + 1),
      repo.listFollowUps(db, actor.firmId, { from, to, ...mine }, MY_DAY_LIST_LIMIT + 1),
    ]);
    const truncated = lists.some((list) => list.length > MY_DAY_LIST_LIMIT);
    return { items: sortCalendarItems<CalendarItem>(lists.flatMap((list) => list.slice(0, MY_DAY_LIST_LIMIT))), truncated };
  };
  const solFilters = { from: today, to: addDays(today, 90), ...mine, deadlineKind: { only: 'statute_of_limitations' } };
  const [overdue, dueToday, nextSevenDays, sols, datesToConfirm] = await Promise.all([
    bucket('1900-01-01', addDays(today, -1)),
    bucket(today, today),
    bucket(addDays(today, 1), addDays(today, 7)),
    repo.listDeadlines(db, actor.firmId, solFilters, MY_DAY_LIST_LIMIT + 1),
    listDatesToConfirm(db, actor),
  ]);
  // The events a member attends (an owner: the firm's), around today: the screen keeps today's in its time zone.
  const events = await repo.listEvents(db, actor.firmId, { ...eventWindow(today, today), ...scopeFor(actor) }, MY_DAY_LIST_LIMIT);
  return {
    today,
    events,
    overdue: overdue.items,
    dueToday: dueToday.items,
    nextSevenDays: nextSevenDays.items,
    statutesOfLimitations: sols.slice(0, MY_DAY_LIST_LIMIT),
    datesToConfirm,
    truncated: {
      overdue: overdue.truncated,
      dueToday: dueToday.truncated,
      nextSevenDays: nextSevenDays.truncated,
      statutesOfLimitations: sols.length > MY_DAY_LIST_LIMIT,
    },
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
export async function createFeed(
  db: Db,
  actor: Actor,
  baseUrl: string,
  options: CalendarFeedCreate = { redacted: false },
): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await repo.replaceFeed(db, actor.firmId, actor.userId ?? '', { tokenHash: hashFeedToken(token), redacted: options.redacted });
  return { url: feedUrl(baseUrl, token) };
}

export async function revokeFeed(db: Db, actor: Actor): Promise<void> {
  await repo.deleteFeed(db, actor.firmId, actor.userId ?? '');
}

export async function getFeedStatus(db: Db, actor: Actor): Promise<CalendarFeedStatus> {
  const feed = await repo.findFeed(db, actor.firmId, actor.userId ?? '');
  return { active: feed !== undefined, createdAt: feed ? feed.createdAt.toISOString() : null, redacted: feed?.redacted ?? false };
}

const feedNotFound = () => notFound('Calendar feed not found');

/**
 * The feed's document: open deadlines and tasks of its owner's scope (as in "My day"), from 90 days back to
 * three years ahead. Statutes of limitations are read with no cap (one or two per case, so bounded by the
 * firm's cases) and can never be dropped; other deadlines and tasks are capped at CALENDAR_LIMIT each. Events: the
 * ones the owner attends (an owner of the firm: every one), capped likewise.
 */
export async function renderFeed(db: Db, token: string | undefined, baseUrl: string, today: string = getTodayIsoDate()): Promise<string> {
  if (!token) throw feedNotFound();
  const owner = await repo.findFeedOwner(db, hashFeedToken(token));
  if (!owner) throw feedNotFound();
  const scope = scopeFor(owner);
  const range = { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD), openOnly: true };
  const sol = 'statute_of_limitations';
  const eventRange = { ...eventWindow(range.from, range.to), ...scope };
  const [statutes, deadlines, tasks, followUps, events] = await Promise.all([
    repo.listDeadlines(db, owner.firmId, { ...range, ...scope, deadlineKind: { only: sol } }, null),
    repo.listDeadlines(db, owner.firmId, { ...range, ...scope, deadlineKind: { except: sol } }, CALENDAR_LIMIT),
    repo.listTasks(db, owner.firmId, { ...range, ...scope }, CALENDAR_LIMIT),
    repo.listFollowUps(db, owner.firmId, { ...range, ...scope }, CALENDAR_LIMIT),
    repo.listEvents(db, owner.firmId, eventRange, CALENDAR_LIMIT),
  ]);
  // Built in the render thread: a few thousand events take most of a second of CPU.
  const sorted = sortCalendarItems<CalendarItem>([...statutes, ...deadlines, ...tasks, ...followUps, ...events]);
  const items = owner.redacted ? sorted.map(redactCalendarItem) : sorted;
  const options: IcsOptions = { calendarName: `Casecast — ${owner.firmName}`, baseUrl, now: new Date() };
  const rendered = await getRenderPool().render({
    moduleUrl: ICS_MODULE,
    exportName: 'renderIcsFeed',
    input: { items, options },
    userId: owner.userId,
  });
  if (rendered.kind !== 'text') throw new Error('The calendar feed rendered as bytes, not text');
  return rendered.text;
}
