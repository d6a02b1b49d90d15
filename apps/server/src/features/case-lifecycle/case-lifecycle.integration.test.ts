// Ending a case (the phase settled or closed; older words such as dismissed read as closed) closes its open
// deadlines and tasks, except those kept open, whichever route ends it.
import { addDays, getTodayIsoDate } from '@casecast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

type Deadline = { id: string; kind: string; status: string; dueDate: string };
type Task = { id: string; status: string; doneBy: string | null };

describe.each(databaseTargets())('ending a case on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let other: Session;
  const today = getTodayIsoDate();
  // An incident a year ago in Texas: its two-year statute of limitations falls within My day's 90 days only if
  // the incident is about 21–24 months old, so it is placed 22 months back.
  const incidentDate = addDays(today, -670);

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olive Owner', company: 'Lifecycle Firm' });
    staff = await joinFirmAs(t, owner, 'staff', 'Stan Staff');
    other = await registerAndSignIn(t, { name: 'Otto Other', company: 'Other Firm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function openCase(session: Session = owner) {
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Rita Ruiz', status: 'open', dateOpened: incidentDate, state: 'TX', incidentDate },
      session,
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: string }>().id;
    const custom = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/deadlines`,
      payload: { title: 'Expert report due', dueDate: addDays(today, 20) },
      session: owner,
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const tasks: Task[] = [];
    for (const title of ['Request the final bills', 'Send the client the release']) {
      const task = await call(t, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title, caseId, dueDate: addDays(today, 3) },
        session: owner,
      });
      expect(task.statusCode, task.body).toBe(201);
      tasks.push(task.json());
    }
    return { caseId, customId: custom.json<{ id: string }>().id, tasks };
  }
  async function deadlines(caseId: string): Promise<Deadline[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Deadline[] }>().items;
  }
  async function tasksOf(caseId: string): Promise<Task[]> {
    const response = await call(t, { method: 'GET', url: `/api/tasks?caseId=${caseId}`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Task[] }>().items;
  }
  async function stageOf(caseId: string): Promise<string> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ stage: string }>().stage;
  }

  it('closing a case dismisses its deadlines and completes its tasks, except those kept open, and moves its stage', async () => {
    const { caseId, tasks } = await openCase();
    const before = await deadlines(caseId);
    expect(before.some((deadline) => deadline.kind === 'statute_of_limitations' && deadline.status === 'open')).toBe(true);
    const myDayBefore = await call(t, { method: 'GET', url: '/api/my-day', session: owner });
    expect(myDayBefore.json<{ statutesOfLimitations: { caseId: string }[] }>().statutesOfLimitations.map((item) => item.caseId)).toContain(
      caseId,
    );

    const kept = tasks[1]!.id;
    const closed = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/status`,
      payload: { status: 'closed', keepOpen: { taskIds: [kept] } },
      session: owner,
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const after = await deadlines(caseId);
    expect(after.length).toBe(before.length);
    expect(after.every((deadline) => deadline.status === 'dismissed')).toBe(true);
    const afterTasks = await tasksOf(caseId);
    expect(afterTasks.find((task) => task.id === tasks[0]!.id)).toMatchObject({ status: 'done', doneBy: 'Olive Owner' });
    expect(afterTasks.find((task) => task.id === kept)).toMatchObject({ status: 'open' });
    expect(await stageOf(caseId)).toBe('closed');

    const myDay = await call(t, { method: 'GET', url: '/api/my-day', session: owner });
    expect(myDay.json<{ statutesOfLimitations: { caseId: string }[] }>().statutesOfLimitations.map((item) => item.caseId)).not.toContain(
      caseId,
    );

    const history = await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner });
    const entries = history.json<{ items: { entityType: string; changes: Record<string, { new: unknown }> }[] }>().items;
    expect(entries.filter((entry) => entry.entityType === 'deadline' && entry.changes.status?.new === 'dismissed').length).toBe(
      before.length,
    );
    expect(entries.some((entry) => entry.entityType === 'task' && entry.changes.status?.new === 'done')).toBe(true);
  });

  it('settling through the case form moves the stage to settled and closes the same way', async () => {
    const { caseId, customId } = await openCase();
    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      payload: { status: 'Settled', actualSettlement: 85000, dateClosed: today },
      session: owner,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await deadlines(caseId)).find((deadline) => deadline.id === customId)?.status).toBe('dismissed');
    expect((await tasksOf(caseId)).every((task) => task.status === 'done')).toBe(true);
    expect(await stageOf(caseId)).toBe('settled');
  });

  it('settling by phase (the case page sends phase) closes the same way, keeping what keepOpen names', async () => {
    const { caseId, tasks } = await openCase();
    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/status`,
      payload: { phase: 'settled', actualSettlement: 42000, dateClosed: today, keepOpen: { taskIds: [tasks[0]!.id] } },
      session: owner,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ phase: 'settled', status: 'settled', stage: 'settled' });
    expect((await deadlines(caseId)).every((deadline) => deadline.status === 'dismissed')).toBe(true);
    const after = await tasksOf(caseId);
    expect(after.find((task) => task.id === tasks[0]!.id)?.status).toBe('open');
    expect(after.find((task) => task.id === tasks[1]!.id)?.status).toBe('done');
    const history = await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner });
    const entries = history.json<{ items: { entityType: string; changes: Record<string, { old: unknown; new: unknown }> }[] }>().items;
    expect(entries.some((entry) => entry.entityType === 'case' && entry.changes.phase?.new === 'settled')).toBe(true);
  });

  it("closing through the stage checklist closes the case's open work first, then adds the closed checklist's tasks", async () => {
    const { caseId, tasks } = await openCase();
    const moved = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/stage`,
      payload: { stage: 'closed', checklistItems: [0], keepOpen: { taskIds: [tasks[1]!.id] } },
      session: owner,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { createdTaskIds } = moved.json<{ createdTaskIds: string[] }>();
    expect(moved.json()).toMatchObject({ caseId, phase: 'closed', stage: 'closed' });
    expect(createdTaskIds).toHaveLength(1);
    const after = await tasksOf(caseId);
    expect(after.find((task) => task.id === tasks[0]!.id)?.status).toBe('done');
    expect(after.find((task) => task.id === tasks[1]!.id)?.status).toBe('open');
    expect(after.find((task) => task.id === createdTaskIds[0])?.status).toBe('open');
    expect((await deadlines(caseId)).every((deadline) => deadline.status === 'dismissed')).toBe(true);
    expect(await stageOf(caseId)).toBe('closed');
  });

  it('settling through the stage checklist saves the amount and date closed sent with the move, in the same change', async () => {
    const { caseId } = await openCase();
    const halfway = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/stage`,
      payload: { stage: 'settled', actualSettlement: 61250.5 },
      session: owner,
    });
    expect(halfway.statusCode).toBe(400);
    expect(halfway.json<{ error: { message: string } }>().error.message).toContain('A settled case needs the settlement amount');
    const refusedFacts = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/stage`,
      payload: { stage: 'settled', actualSettlement: -5, dateClosed: today },
      session: owner,
    });
    expect(refusedFacts.statusCode).toBe(400);
    const untouched = (await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).json<{
      actualSettlement: number | null;
      phase: string;
    }>();
    // A refused move saves neither the amount nor the phase.
    expect(untouched).toMatchObject({ actualSettlement: null });
    expect(untouched.phase).not.toBe('settled');

    const moved = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/stage`,
      payload: { stage: 'settled', checklistItems: [0], actualSettlement: 61250.5, dateClosed: today },
      session: owner,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ caseId, phase: 'settled' });
    const after = (await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).json<{
      actualSettlement: number | null;
      dateClosed: string | null;
      phase: string;
    }>();
    expect(after).toMatchObject({ actualSettlement: 61250.5, phase: 'settled' });
    expect(after.dateClosed?.slice(0, 10)).toBe(today);
    expect((await deadlines(caseId)).every((deadline) => deadline.status === 'dismissed')).toBe(true);
    const history = await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner });
    const entries = history.json<{ items: { entityType: string; changes: Record<string, { new: unknown }> }[] }>().items;
    expect(entries.some((entry) => entry.entityType === 'case' && entry.changes.actualSettlement?.new === 61250.5)).toBe(true);
  });

  it('moving through the stage checklist within the active phases, or to settled without its facts, closes nothing', async () => {
    const { caseId } = await openCase();
    const litigation = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/stage`,
      payload: { stage: 'litigation', checklistItems: [] },
      session: owner,
    });
    expect(litigation.statusCode, litigation.body).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).json<{ phase: string }>().phase).toBe(
      'litigation',
    );
    const settled = await call(t, { method: 'PUT', url: `/api/cases/${caseId}/stage`, payload: { stage: 'settled' }, session: owner });
    expect(settled.statusCode).toBe(400);
    expect(settled.json<{ error: { message: string } }>().error.message).toContain('A settled case needs the settlement amount');
    const unknown = await call(t, { method: 'PUT', url: `/api/cases/${caseId}/stage`, payload: { stage: 'discovery' }, session: owner });
    expect(unknown.statusCode).toBe(400);
    expect(await stageOf(caseId)).toBe('litigation');
    expect((await deadlines(caseId)).every((deadline) => deadline.status === 'open')).toBe(true);
    expect((await tasksOf(caseId)).every((task) => task.status === 'open')).toBe(true);
    const foreign = await call(t, { method: 'PUT', url: `/api/cases/${caseId}/stage`, payload: { stage: 'closed' }, session: other });
    expect(foreign.statusCode).toBe(404);
  });

  it('a change that does not end the case, or of an ended case, leaves deadlines and tasks alone', async () => {
    const { caseId } = await openCase();
    const discovery = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/status`,
      payload: { status: 'discovery' },
      session: owner,
    });
    expect(discovery.statusCode, discovery.body).toBe(200);
    expect((await deadlines(caseId)).every((deadline) => deadline.status === 'open')).toBe(true);
    expect((await tasksOf(caseId)).every((task) => task.status === 'open')).toBe(true);
  });

  it('staff close a case but its limitation deadlines stay open: only owners and attorneys dismiss those', async () => {
    const { caseId, customId } = await openCase();
    const closed = await call(t, { method: 'PATCH', url: `/api/cases/${caseId}/status`, payload: { status: 'dismissed' }, session: staff });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await deadlines(caseId);
    expect(after.find((deadline) => deadline.id === customId)?.status).toBe('dismissed');
    expect(after.filter((deadline) => deadline.kind !== 'custom').every((deadline) => deadline.status === 'open')).toBe(true);
  });

  it('refuses a bad keepOpen and another firm, and changes nothing', async () => {
    const { caseId } = await openCase();
    const bad = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/status`,
      payload: { status: 'closed', keepOpen: { taskIds: 'all' } },
      session: owner,
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await call(t, { method: 'PATCH', url: `/api/cases/${caseId}/status`, payload: { status: 'closed' }, session: other });
    expect(foreign.statusCode).toBe(404);
    expect((await deadlines(caseId)).every((deadline) => deadline.status === 'open')).toBe(true);
    expect((await tasksOf(caseId)).every((task) => task.status === 'open')).toBe(true);
  });
});
