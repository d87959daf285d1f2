/**
 * The compliance rule (docs/compliance.md): an asset with an expired document of a mandatory
 * kind, an open failed inspection or overdue maintenance is not dispatched, reassigned to or
 * leased (409 asset_not_compliant with each reason; nothing written); a mandatory document never
 * recorded only warns, unless the superadmin makes it block; renewing makes it dispatchable.
 */
import { describe, expect, it } from 'vitest';
import { assign, createRequest, snapshot } from './requests-fixtures';
import {
  complianceList,
  createComplianceWorld,
  day,
  inject,
  insurance,
  recordDocument,
} from './compliance-fixtures';
import { inDays, schedule } from './maintenance-fixtures';
import { calendar, fundedOffers, propose, proposed, moveLease } from './lease-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';

const w = worldPerFile(createComplianceWorld);

const newVan = async (name: string) =>
  (
    await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, name) values ($1, $2, $3) returning id`,
      [w.ids.van, w.ids.owner, name],
    )
  ).id;

const dispatch = (requestId: string, assetId: string) =>
  inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
    request_id: requestId,
    asset_id: assetId,
  });

interface Refusal {
  code: string;
  details: { path: string; message: string; args?: Record<string, string> }[];
}

const compliance = async (assetId: string) => {
  const res = await inject(w.t, 'GET', `/compliance/assets?id=${assetId}`, w.as.asset_owner);
  return complianceList.parse(res.json()).data[0]!;
};

describe('dispatch', () => {
  it('refuses an asset whose insurance expired yesterday, with the reason; renewing it makes it dispatchable', async () => {
    const van = await newVan('Van assurance échue');
    await recordDocument(w, insurance(w, van, day(-1)), w.as.asset_owner);
    await recordDocument(
      w,
      { asset_id: van, kind_id: w.kinds.registration, valid_to: null },
      w.as.asset_owner,
    );
    const request = await createRequest(w);
    const before = await snapshot(w);
    const refused = await dispatch(request, van);
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as Refusal;
    expect(body.code).toBe('asset_not_compliant');
    expect(body.details).toEqual([
      {
        path: 'document_expired',
        message: 'flotte.compliance.reasons.document_expired',
        args: expect.objectContaining({ kind: 'insurance', date: day(-1) }),
      },
    ]);
    expect(await snapshot(w)).toEqual(before);
    expect((await compliance(van)).compliant).toBe(false);

    await recordDocument(w, insurance(w, van, day(364)), w.as.asset_owner);
    expect(await compliance(van)).toEqual({ asset_id: van, compliant: true, reasons: [] });
    expect((await dispatch(request, van)).statusCode).toBe(201);
  });

  it('a mandatory document never recorded is a warning, blocking where the superadmin says so', async () => {
    const van = await newVan('Van sans papiers');
    const found = await compliance(van);
    expect(found.compliant).toBe(true);
    expect(found.reasons.map((r) => [r.code, r.kind_code, r.blocking])).toEqual([
      ['document_missing', 'insurance', false],
      ['document_missing', 'registration', false],
    ]);
    // Made blocking for vans only: the van is refused, with the reason.
    const set = await inject(
      w.t,
      'PATCH',
      `/document-kinds/${w.kinds.insurance}`,
      w.as.superadmin,
      {
        asset_types: [{ asset_type_id: w.ids.van, mandatory: true, missing_blocks: true }],
      },
    );
    expect(set.statusCode).toBe(200);
    const request = await createRequest(w);
    const refused = await dispatch(request, van);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Refusal).details.map((d) => d.path)).toEqual(['document_missing']);
    // Not mandatory for vans at all: nothing is said.
    await inject(w.t, 'PATCH', `/document-kinds/${w.kinds.insurance}`, w.as.superadmin, {
      asset_types: [{ asset_type_id: w.ids.van, mandatory: false }],
    });
    expect((await compliance(van)).reasons.map((r) => r.kind_code)).toEqual(['registration']);
    await inject(w.t, 'PATCH', `/document-kinds/${w.kinds.insurance}`, w.as.superadmin, {
      asset_types: [],
    });
    expect((await dispatch(request, van)).statusCode).toBe(201);
  });

  it('an expired document of a kind that is not mandatory does not block', async () => {
    const van = await newVan('Van permis de transport échu');
    await recordDocument(
      w,
      { asset_id: van, kind_id: w.kinds.transport_permit, valid_to: day(-10) },
      w.as.asset_owner,
    );
    expect((await compliance(van)).compliant).toBe(true);
  });

  it('refuses an asset with overdue maintenance', async () => {
    const van = await newVan('Van en retard d’entretien');
    const work = await schedule(w, van, { title: 'Vidange en retard', scheduled_at: inDays(-2) });
    const request = await createRequest(w);
    const refused = await dispatch(request, van);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Refusal).details).toEqual([
      expect.objectContaining({
        path: 'maintenance_overdue',
        args: expect.objectContaining({ id: work, title: 'Vidange en retard' }),
      }),
    ]);
  });

  it('refuses a reassignment to a non-compliant asset', async () => {
    const good = await newVan('Van en règle');
    const bad = await newVan('Van non conforme');
    await recordDocument(w, insurance(w, bad, day(-5)), w.as.asset_owner);
    const request = await createRequest(w);
    const dispatchId = await assign(w, request, good);
    const refused = await inject(w.t, 'PATCH', '/asset-dispatch/reassign', w.as.asset_owner, {
      dispatch_id: dispatchId,
      asset_id: bad,
      reason: 'Panne',
    });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Refusal).code).toBe('asset_not_compliant');
    const row = await one<{ asset_id: string }>(
      w.t,
      'select asset_id from dispatches where id = $1',
      [dispatchId],
    );
    expect(row.asset_id).toBe(good);
  });
});

describe('leases', () => {
  it('a non-compliant asset is not proposed nor accepted', async () => {
    const offers = await fundedOffers(w);
    const { day: dayOf } = await calendar(w);
    const body = {
      preference_id: offers.van.id,
      asset_id: w.ids.ownerVan,
      start_date: dayOf(1),
      end_date: dayOf(3),
    };
    const pending = await proposed(w, body);
    await recordDocument(w, insurance(w, w.ids.ownerVan, day(-1)), w.as.asset_owner);
    const refused = await propose(w, body);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Refusal).code).toBe('asset_not_compliant');
    const accept = await moveLease(w, pending.id, 'active', w.as.asset_owner);
    expect(accept.statusCode).toBe(409);
    expect((accept.json() as Refusal).code).toBe('asset_not_compliant');
    await recordDocument(w, insurance(w, w.ids.ownerVan, day(100)), w.as.asset_owner);
    expect((await moveLease(w, pending.id, 'active', w.as.asset_owner)).statusCode).toBe(200);
  });
});
