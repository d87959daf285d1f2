/**
 * One source of truth for a due check (issue 33: the asset page read "Contrôle technique, valid
 * until 23 April 2027" beside "Contrôle technique, 4 days overdue"): work that renews a document
 * kind takes its date from the asset's document in force, the day after its last valid day, so
 * the work is overdue exactly when the document is expired, and follows each renewal.
 */
import { describe, expect, it } from 'vitest';
import {
  createComplianceWorld,
  complianceList,
  day,
  inject,
  oneDocument,
  recordDocument,
  type ComplianceWorld,
} from './compliance-fixtures';
import { inDays, patch, read, schedule, state } from './maintenance-fixtures';
import { one } from './rows';
import { worldPerFile } from './per-file';

const w = worldPerFile(createComplianceWorld);

/** A fresh van of the demo owner's for each test. */
const newVan = async (name: string) =>
  (
    await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, name, odometer_km, currency)
       values ($1, $2, $3, 10000, 'EUR') returning id`,
      [w.ids.van, w.ids.owner, name],
    )
  ).id;

const inspection = (world: ComplianceWorld, assetId: string, validTo: string) =>
  recordDocument(world, {
    asset_id: assetId,
    kind_id: world.kinds.technical_inspection,
    issuer: 'Dekra',
    valid_from: day(-200),
    valid_to: validTo,
  });

/** The renewal of the van's technical inspection, scheduled as the form sends it. */
const renewal = (assetId: string, scheduledAt = inDays(3)) =>
  schedule(w, assetId, {
    kind: 'inspection',
    title: 'Contrôle technique',
    scheduled_at: scheduledAt,
    document_kind_id: w.kinds.technical_inspection,
  });

/** 00:00 UTC of the day after `validTo`: when a document ending that day expires. */
const dayAfter = (validTo: string) =>
  new Date(Date.parse(`${validTo}T00:00:00Z`) + 86_400_000).toISOString();

const reasons = async (assetId: string) => {
  const res = await inject(w.t, 'GET', `/compliance/assets?id=${assetId}`, w.as.superadmin);
  return complianceList.parse(res.json()).data[0]!.reasons.map((r) => r.code);
};

describe('work that renews a document', () => {
  it('is due when the document in force ends, whatever date it was given', async () => {
    const van = await newVan('CT en règle');
    const document = await inspection(w, van, day(500));
    const id = await renewal(van);

    const work = await read(w, id);
    expect(work.document_kind_id).toBe(w.kinds.technical_inspection);
    expect(work.scheduled_at).toBe(dayAfter(day(500)));
    // Both panels of the asset page say the same: valid, and not due before that end.
    expect(document.due_level).toBe('valid');
    expect(work.due_level).toBe('upcoming');
    expect(await reasons(van)).not.toContain('maintenance_overdue');
  });

  it('is overdue exactly when the document is expired, and follows its renewal', async () => {
    const van = await newVan('CT périmé');
    const old = await inspection(w, van, day(100));
    const id = await renewal(van);

    // The document's end corrected to 5 days ago: expired, and the work overdue by 4 days.
    let res = await inject(w.t, 'PATCH', `/documents/${old.id}`, w.as.superadmin, {
      valid_to: day(-5),
    });
    expect(res.statusCode).toBe(200);
    expect(oneDocument.parse(res.json()).data.due_level).toBe('expired');
    let work = await read(w, id);
    expect(work.scheduled_at).toBe(dayAfter(day(-5)));
    expect(work.due_level).toBe('overdue');
    expect(await reasons(van)).toContain('maintenance_overdue');

    // Its renewal recorded: the work moves to the new end, and the asset may go out again.
    const renewed = await inspection(w, van, day(730));
    work = await read(w, id);
    expect(work.scheduled_at).toBe(dayAfter(day(730)));
    expect(work.due_level).toBe('upcoming');
    expect(await reasons(van)).not.toContain('maintenance_overdue');

    // The renewal deleted (recorded by mistake): the older one is in force again, and so its end.
    res = await inject(w.t, 'DELETE', `/documents/${renewed.id}`, w.as.superadmin);
    expect(res.statusCode).toBe(200);
    expect((await read(w, id)).scheduled_at).toBe(dayAfter(day(-5)));
  });

  it('keeps the document’s date when edited, and links a kind afterwards', async () => {
    const van = await newVan('CT édité');
    await inspection(w, van, day(300));
    const plain = await schedule(w, van, { kind: 'inspection', title: 'Contrôle technique' });
    // Not linked: an inspection like any other work, on its own date.
    expect((await read(w, plain)).scheduled_at).not.toBe(dayAfter(day(300)));

    // Linked afterwards: the document decides at once.
    let res = await patch(w, plain, { document_kind_id: w.kinds.technical_inspection });
    expect(res.statusCode).toBe(200);
    expect((await read(w, plain)).scheduled_at).toBe(dayAfter(day(300)));

    // Another date sent: the document still decides.
    res = await patch(w, plain, { scheduled_at: inDays(10) });
    expect(res.statusCode).toBe(200);
    expect((await read(w, plain)).scheduled_at).toBe(dayAfter(day(300)));
  });

  it('keeps its own date while the asset has no such document with an end', async () => {
    const van = await newVan('Sans CT');
    const at = inDays(12);
    const id = await renewal(van, at);
    expect((await read(w, id)).scheduled_at).toBe(at);
  });

  it('schedules its next occurrence on the same document', async () => {
    const van = await newVan('CT récurrent');
    await inspection(w, van, day(200));
    const id = await schedule(w, van, {
      kind: 'inspection',
      title: 'Contrôle technique',
      repeat_every_days: 365,
      document_kind_id: w.kinds.technical_inspection,
    });
    const res = await patch(w, id, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    const done = await read(w, id);
    const next = await read(w, done.next_id!);
    expect(next.document_kind_id).toBe(w.kinds.technical_inspection);
    // Until the new document is recorded, the one in force says when the next is due.
    expect(next.scheduled_at).toBe(dayAfter(day(200)));
  });

  it('refuses a kind that is not an asset’s document, writing nothing', async () => {
    const van = await newVan('CT refusé');
    const before = await state(w);
    const res = await inject(w.t, 'POST', '/maintenance', w.as.superadmin, {
      asset_id: van,
      kind: 'inspection',
      title: 'Permis',
      scheduled_at: inDays(3),
      document_kind_id: w.kinds.driving_licence,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ path: 'document_kind_id' })],
    });
    expect(await state(w)).toEqual(before);
  });
});
