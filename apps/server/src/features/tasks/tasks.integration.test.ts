import { addDays, DEFAULT_STAGE_CHECKLISTS, getTodayIsoDate } from '@casecast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  joinFirmAs,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';

type Json = Record<string, unknown>;
type TaskJson = {
  id: string;
  caseId: string | null;
  clientName: string | null;
  title: string;
  assigneeId: string | null;
  assigneeName: string | null;
  dueDate: string | null;
  priority: string;
  status: string;
  doneAt: string | null;
  doneBy: string | null;
  source: string;
  sourceId: string | null;
};
type HistoryEntry = { entityType: string; entityId: string; action: string; changes: Record<string, { old: unknown; new: unknown }> };

describe.each(databaseTargets())('tasks and case stages API on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let ownerB: Session;
  let staffA: Session;
  let caseId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    staffA = await joinFirmAs(t, ownerA, 'staff', 'Sam Staff');
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Maria Lopez', status: 'open', dateOpened: '2024-03-20', state: 'TX', incidentDate: '2025-01-10' },
      session: ownerA,
    });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createTask(payload: Json, session: Session = ownerA): Promise<TaskJson> {
    const response = await call(t, { method: 'POST', url: '/api/tasks', payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function listTasks(query: string, session: Session = ownerA): Promise<TaskJson[]> {
    const response = await call(t, { method: 'GET', url: `/api/tasks${query}`, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: TaskJson[] }>().items;
  }
  async function history(id: string): Promise<HistoryEntry[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${id}/history`, session: ownerA });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: HistoryEntry[] }>().items;
  }

  it('creates, lists with filters, completes, reopens and deletes a task, each change in the case history', async () => {
    const task = await createTask({
      title: 'Call the adjuster',
      caseId,
      assigneeId: staffA.userId,
      dueDate: '2026-05-04',
      priority: 'high',
    });
    expect(task).toMatchObject({
      title: 'Call the adjuster',
      caseId,
      clientName: 'Maria Lopez',
      assigneeId: staffA.userId,
      assigneeName: 'Sam Staff',
      dueDate: '2026-05-04',
      priority: 'high',
      status: 'open',
      source: 'hand',
      doneAt: null,
    });
    const loose = await createTask({ title: 'Renew bar membership' });
    expect(loose).toMatchObject({ caseId: null, assigneeId: null, dueDate: null, priority: 'normal' });

    expect((await listTasks(`?caseId=${caseId}`)).map((item) => item.id)).toEqual([task.id]);
    expect((await listTasks(`?assigneeId=${staffA.userId}`)).map((item) => item.id)).toEqual([task.id]);
    expect((await listTasks('?from=2026-05-01&to=2026-05-31')).map((item) => item.id)).toEqual([task.id]);
    expect(await listTasks('?from=2026-05-05&to=2026-05-31')).toEqual([]);
    expect((await listTasks('')).map((item) => item.id)).toEqual([task.id, loose.id]);

    const done = await call(t, { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { status: 'done' }, session: staffA });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', doneBy: 'Sam Staff' });
    expect(done.json<TaskJson>().doneAt).not.toBeNull();
    expect((await listTasks('?status=open')).map((item) => item.id)).toEqual([loose.id]);
    expect((await listTasks('?status=done')).map((item) => item.id)).toEqual([task.id]);

    const reopened = await call(t, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      payload: { status: 'open', dueDate: null },
      session: ownerA,
    });
    expect(reopened.json()).toMatchObject({ status: 'open', doneAt: null, doneBy: null, dueDate: null });

    const removed = await call(t, { method: 'DELETE', url: `/api/tasks/${task.id}`, session: ownerA });
    expect(removed.statusCode).toBe(204);
    expect((await call(t, { method: 'GET', url: `/api/tasks/${task.id}`, session: ownerA })).statusCode).toBe(404);

    const entries = (await history(caseId)).filter((entry) => entry.entityType === 'task' && entry.entityId === task.id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(entries[2]!.changes.status).toEqual({ old: 'open', new: 'done' });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: Array<[Json, RegExp]> = [
      [{}, /Title is required/],
      [{ title: '   ' }, /Title is required/],
      [{ title: 'x', priority: 'asap' }, /Priority must be one of/],
      [{ title: 'x', dueDate: '2026-02-30' }, /Invalid date format/],
      [{ title: 'x', assigneeId: ownerB.userId }, /assignee must be a member of the firm/],
      [{ title: 'x', caseId: 'no-such-case' }, /No such case/],
      [{ title: 'a'.repeat(201) }, /Title is too long/],
    ];
    for (const [payload, message] of cases) {
      const response = await call(t, { method: 'POST', url: '/api/tasks', payload, session: ownerA });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
    }
    const task = await createTask({ title: 'Something' });
    expect((await call(t, { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: {}, session: ownerA })).statusCode).toBe(400);
    expect(
      (await call(t, { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { status: 'finished' }, session: ownerA })).statusCode,
    ).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/tasks?from=2026-05-10&to=2026-05-01', session: ownerA })).statusCode).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/tasks?status=late', session: ownerA })).statusCode).toBe(400);
  });

  it("hides a task and a case's stage from another firm", async () => {
    const task = await createTask({ title: 'Private', caseId });
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [
        { method: 'GET', url: `/api/tasks/${task.id}` },
        { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { title: 'Taken' } },
        { method: 'DELETE', url: `/api/tasks/${task.id}` },
        { method: 'PUT', url: `/api/cases/${caseId}/stage`, payload: { stage: 'demand' } },
      ],
    });
    expect((await listTasks('', ownerB)).map((item) => item.id)).not.toContain(task.id);
    expect(await listTasks(`?caseId=${caseId}`, ownerB)).toEqual([]);
    const unchanged = await call(t, { method: 'GET', url: `/api/tasks/${task.id}`, session: ownerA });
    expect(unchanged.json()).toMatchObject({ title: 'Private' });
    // Assigning another firm's case is refused as a bad field.
    expect((await call(t, { method: 'POST', url: '/api/tasks', payload: { title: 'x', caseId }, session: ownerB })).statusCode).toBe(400);
  });

  it('adds a task due before a deadline', async () => {
    const list = await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: ownerA });
    const sol = list.json<{ items: Array<{ id: string; dueDate: string; title: string }> }>().items[0]!;
    const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/deadlines/${sol.id}/tasks`, payload: {}, session: ownerA });
    expect(response.statusCode, response.body).toBe(201);
    const task = response.json<TaskJson>();
    expect(task).toMatchObject({
      caseId,
      source: 'deadline',
      sourceId: sol.id,
      assigneeId: ownerA.userId,
      title: `Prepare for: ${sol.title}`,
      priority: 'high',
    });
    expect(task.dueDate! < sol.dueDate).toBe(true);
    const late = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/deadlines/${sol.id}/tasks`,
      payload: { dueDate: addDays(sol.dueDate, 1) },
      session: ownerA,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ error: { message: string } }>().error.message).toMatch(/on or before the deadline/);
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [{ method: 'POST', url: `/api/cases/${caseId}/deadlines/${sol.id}/tasks`, payload: {} }],
    });
  });

  it('serves default stage checklists, lets owners (only) edit them, and moves a case to a stage with the chosen tasks', async () => {
    const templates = await call(t, { method: 'GET', url: '/api/stage-templates', session: staffA });
    expect(templates.statusCode).toBe(200);
    const items = templates.json<{ items: Array<{ stage: string; items: Array<{ title: string }> }> }>().items;
    expect(items.map((item) => item.stage)).toEqual(['intake', 'treating', 'demand', 'negotiation', 'litigation', 'settled', 'closed']);
    expect(items.find((item) => item.stage === 'demand')!.items.map((item) => item.title)).toEqual(
      DEFAULT_STAGE_CHECKLISTS.demand.map((item) => item.title),
    );

    const demand = [
      { title: 'Order records', dueInDays: 3, priority: 'high' },
      { title: 'Draft demand', dueInDays: 10 },
      { title: 'Call client', dueInDays: null, priority: 'low' },
    ];
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: '/api/stage-templates',
          payload: { items: [{ stage: 'demand', items: demand }] },
          session: staffA,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call(t, {
      method: 'PUT',
      url: '/api/stage-templates',
      payload: { items: [{ stage: 'demand', items: [{ title: '', dueInDays: 1 }] }] },
      session: ownerA,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call(t, {
      method: 'PUT',
      url: '/api/stage-templates',
      payload: { items: [{ stage: 'demand', items: demand }] },
      session: ownerA,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json<{ items: Array<{ stage: string; items: unknown[] }> }>().items.find((item) => item.stage === 'demand')!.items,
    ).toHaveLength(3);
    // The other firm keeps the defaults.
    const other = await call(t, { method: 'GET', url: '/api/stage-templates', session: ownerB });
    expect(
      other.json<{ items: Array<{ stage: string; items: Array<{ title: string }> }> }>().items.find((item) => item.stage === 'demand')!
        .items[0]!.title,
    ).toBe(DEFAULT_STAGE_CHECKLISTS.demand[0]!.title);

    const caseRead = await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: ownerA });
    expect(caseRead.json()).toMatchObject({ stage: 'intake' });
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: `/api/cases/${caseId}/stage`,
          payload: { stage: 'demand', checklistItems: [7] },
          session: ownerA,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(t, { method: 'PUT', url: `/api/cases/${caseId}/stage`, payload: { stage: 'appeal' }, session: ownerA })).statusCode,
    ).toBe(400);
    const moved = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/stage`,
      payload: { stage: 'demand', checklistItems: [0, 2] },
      session: ownerA,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ caseId, phase: 'demand', stage: 'demand' });
    expect(moved.json<{ createdTaskIds: string[] }>().createdTaskIds).toHaveLength(2);
    const created = (await listTasks(`?caseId=${caseId}`)).filter((item) => item.source === 'stage_checklist');
    const today = getTodayIsoDate();
    expect(created.map((item) => [item.title, item.dueDate, item.priority, item.assigneeId])).toEqual([
      ['Order records', addDays(today, 3), 'high', ownerA.userId],
      ['Call client', null, 'low', ownerA.userId],
    ]);
    // The stage is the case's phase: the case reads it back under both names, and its history records the phase.
    expect((await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: ownerA })).json()).toMatchObject({
      phase: 'demand',
      stage: 'demand',
    });
    const phaseEntry = (await history(caseId)).find(
      (entry) => entry.entityType === 'case' && entry.action === 'update' && entry.changes.phase,
    );
    expect(phaseEntry!.changes.phase).toEqual({ old: 'intake', new: 'demand' });
  });
  it('a repeating task, done, makes its next occurrence once; it needs a due date', async () => {
    const today = getTodayIsoDate();
    const weekly = await createTask({
      title: 'Check in with the client',
      caseId,
      assigneeId: staffA.userId,
      dueDate: addDays(today, -10),
      priority: 'high',
      recurrence: 'weekly',
    });
    expect(weekly).toMatchObject({ recurrence: 'weekly', nextTaskId: null });

    const done = await call(t, { method: 'PATCH', url: `/api/tasks/${weekly.id}`, payload: { status: 'done' }, session: ownerA });
    expect(done.statusCode, done.body).toBe(200);
    const nextId = done.json<{ nextTaskId: string | null }>().nextTaskId;
    expect(nextId).not.toBeNull();
    const next = await call(t, { method: 'GET', url: `/api/tasks/${nextId}`, session: ownerA });
    // Ten days late: the next one is the first weekly date from today on, not two overdue ones.
    expect(next.json()).toMatchObject({
      title: 'Check in with the client',
      caseId,
      assigneeId: staffA.userId,
      priority: 'high',
      recurrence: 'weekly',
      status: 'open',
      dueDate: addDays(today, 4),
    });

    // Reopened and done again: no second occurrence.
    const reopened = await call(t, { method: 'PATCH', url: `/api/tasks/${weekly.id}`, payload: { status: 'open' }, session: ownerA });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const again = await call(t, { method: 'PATCH', url: `/api/tasks/${weekly.id}`, payload: { status: 'done' }, session: ownerA });
    expect(again.json<{ nextTaskId: string }>().nextTaskId).toBe(nextId);
    expect((await listTasks(`?caseId=${caseId}&status=open`)).filter((task) => task.title === 'Check in with the client')).toHaveLength(1);

    const undated = await call(t, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Every week, no date', recurrence: 'weekly' },
      session: ownerA,
    });
    // The task kind's check, named by its field: on a new task and on a change that makes one repeat.
    const needsDueDate = {
      code: 'VALIDATION_ERROR',
      message: 'A repeating task needs a due date (dueDate)',
      issues: [{ path: 'dueDate', message: 'A repeating task needs a due date (dueDate)' }],
    };
    expect(undated.statusCode).toBe(400);
    expect(undated.json()).toEqual({ error: needsDueDate });
    const plain = await createTask({ title: 'No date yet' });
    const repeatUndated = await call(t, {
      method: 'PATCH',
      url: `/api/tasks/${plain.id}`,
      payload: { recurrence: 'monthly' },
      session: ownerA,
    });
    expect(repeatUndated.statusCode).toBe(400);
    expect(repeatUndated.json()).toEqual({ error: needsDueDate });
    // Clearing the due date of a repeating task is the same change.
    const cleared = await call(t, {
      method: 'PATCH',
      url: `/api/tasks/${next.json<{ id: string }>().id}`,
      payload: { dueDate: null },
      session: ownerA,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({ error: needsDueDate });
    const dated = await call(t, {
      method: 'PATCH',
      url: `/api/tasks/${plain.id}`,
      payload: { recurrence: 'monthly', dueDate: addDays(today, 3) },
      session: ownerA,
    });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json()).toMatchObject({ recurrence: 'monthly', dueDate: addDays(today, 3) });
  });
  it('lists only the tasks nobody is assigned with unassigned=true, however many others there are', async () => {
    const nobody = await createTask({ title: 'Nobody has this yet', caseId });
    const mine = await createTask({ title: 'Alice has this', caseId, assigneeId: ownerA.userId });
    const ids = (await listTasks('?unassigned=true')).map((task) => task.id);
    expect(ids).toContain(nobody.id);
    expect(ids).not.toContain(mine.id);
    expect((await listTasks('?unassigned=true')).every((task) => task.assigneeId === null)).toBe(true);
    expect((await call(t, { method: 'GET', url: '/api/tasks?unassigned=yes', session: ownerA })).statusCode).toBe(400);
  });
});
