/**
 * PATCH /leases/{id}: the state machine move by move, who may make each move, and what each
 * does to the asset, the wallet and the owner's earnings (docs/leases.md).
 */
import { describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { walletTransaction } from '../../contract/wallet';
import { earningsSummary } from '../../contract/earnings';
import type { Lease } from '../../contract/lease';
import { assign, createRequest, inject, move, type Headers } from './requests-fixtures';
import {
  accepted,
  age,
  assetStatus,
  balance,
  createLeaseWorld,
  fundedOffersPerFile,
  earningsOf,
  leaseRow,
  leaseSnapshot,
  ledgerOf,
  ledgerSum,
  moveLease,
  oneLease,
  proposed,
  topUp,
  vanTerms,
} from './lease-fixtures';
import { insertBusiness, insertSubscription, one, signedInUser } from './rows';
import { worldPerFile } from './per-file';

const w = worldPerFile(createLeaseWorld);
const o = fundedOffersPerFile(w);

const codeOf = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;
const leaseOf = (res: { json(): unknown }) => oneLease.parse(res.json()).data;
/** A pending proposal of the demo business (default: the van offer, today to day 4). */
const pending = (body: Record<string, unknown> = {}, headers?: Headers) =>
  proposed(w, vanTerms(w, o.van, body), headers);
/** Ends the lease as the demo business, so that its asset is free for the next test. */
const release = (lease: Lease) => moveLease(w, lease.id, 'ended', w.as.business);

describe('accepting', () => {
  it('the owner accepts: asset leased, first period and deposit paid, the owner earns the period less the commission', async () => {
    const start = await balance(w, w.ids.business);
    const lease = await pending();
    const res = await moveLease(w, lease.id, 'active', w.as.asset_owner);
    expect(res.statusCode).toBe(200);
    const active = leaseOf(res);
    expect(active).toMatchObject({ status: 'active', next_charge_at: `${w.day(1)}T00:00:00.000Z` });
    expect(active.accepted_at).not.toBeNull();
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('leased');
    expect(await ledgerOf(w, lease.id)).toEqual([
      {
        type: 'debit',
        category: 'lease_charge',
        amount: 4500,
        period: w.today,
        reference: `Renault Master ${w.today} → ${w.today}`,
      },
      {
        type: 'debit',
        category: 'lease_deposit',
        amount: 20000,
        period: null,
        reference: 'Renault Master',
      },
    ]);
    expect(await balance(w, w.ids.business)).toBe(start - 24500);
    expect(await ledgerSum(w, w.ids.business)).toBe(start - 24500);
    // The business's wallet history shows both, newest first.
    const history = await inject(w.t, 'GET', '/wallet/transactions?limit=2', w.as.business);
    expect(
      listResponse(walletTransaction)
        .parse(history.json())
        .data.map((t) => [t.category, t.amount, t.balance_after]),
    ).toEqual([
      ['lease_deposit', 20000, start - 24500],
      ['lease_charge', 4500, start - 4500],
    ]);
    // No plan: the free tier's 10 %.
    expect(await earningsOf(w, lease.id)).toEqual([
      { gross: 4500, commission: 450, net: 4050, period: w.today },
    ]);
    const earnings = await inject(
      w.t,
      'GET',
      `/earnings?id=${w.ids.ownerVan}&type=asset`,
      w.as.asset_owner,
    );
    expect(oneResponse(earningsSummary).parse(earnings.json()).data).toMatchObject({
      gross: 4500,
      commission: 450,
      net: 4050,
      count: 1,
    });
    const audits = await w.t.db.query(
      `select 1 from audit_log where entity = 'lease' and action = 'accept' and entity_id = $1`,
      [lease.id],
    );
    expect(audits).toHaveLength(1);
    await release(active);
  });

  it('the commission is the lessee’s plan’s; a lease of one period has nothing more to charge', async () => {
    const shop = await insertBusiness(w.t, 'loueur-starter');
    const staff = await signedInUser(w.t, 'staff@loueur-starter.test', shop);
    await topUp(w, shop, 100_000);
    await insertSubscription(w.t, shop, 'starter'); // 12 %
    const lease = await pending(
      { asset_id: w.ids.ownerVan2, preference_id: o.vans.id, end_date: w.day(6) },
      staff,
    );
    const active = await accepted(w, lease.id);
    expect(active.next_charge_at).toBeNull();
    expect(await earningsOf(w, lease.id)).toEqual([
      { gross: 9000, commission: 1080, net: 7920, period: w.today },
    ]);
    expect(await balance(w, shop)).toBe(100_000 - 9000);
    await moveLease(w, lease.id, 'ended', staff);
  });

  it('a leased asset cannot be dispatched, nor leased twice: the second acceptance is 409', async () => {
    const first = await pending();
    const second = await pending({ start_date: w.day(1) });
    await accepted(w, first.id);
    const request = await createRequest(w, { price: 10 });
    const dispatch = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: request,
      asset_id: w.ids.ownerVan,
    });
    expect([dispatch.statusCode, codeOf(dispatch)]).toEqual([409, 'asset_unavailable']);
    const before = await leaseSnapshot(w);
    const again = await moveLease(w, second.id, 'active', w.as.asset_owner);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'asset_unavailable']);
    expect(await leaseSnapshot(w)).toEqual(before);
    expect((await leaseRow(w, second.id)).status).toBe('pending');
    // Once the first lease ends, the second may be accepted.
    await moveLease(w, first.id, 'ended', w.as.asset_owner);
    const later = await accepted(w, second.id);
    expect(later.status).toBe('active');
    await release(later);
  });

  it('too little money when accepting: 402, nothing written, the lease pending and its asset available', async () => {
    const shop = await insertBusiness(w.t, 'loueur-fauche');
    const staff = await signedInUser(w.t, 'staff@loueur-fauche.test', shop);
    await topUp(w, shop, 30000);
    const van = await pending({}, staff);
    const bike = await pending(
      { asset_id: w.ids.ownerBike, preference_id: o.bike.id, end_date: w.day(40) },
      staff,
    );
    await accepted(w, van.id); // 30000 − 24500 = 5500 left
    const before = await leaseSnapshot(w);
    const res = await moveLease(w, bike.id, 'active', w.as.asset_owner);
    expect([res.statusCode, codeOf(res)]).toEqual([402, 'insufficient_funds']);
    expect(await leaseSnapshot(w)).toEqual(before);
    expect(await assetStatus(w, w.ids.ownerBike)).toBe('available');
    expect((await leaseRow(w, bike.id)).status).toBe('pending');
    await moveLease(w, van.id, 'ended', staff);
    await moveLease(w, bike.id, 'cancelled', staff);
  });

  it('a proposal past its start date, or of a suspended business, cannot be accepted', async () => {
    const stale = await pending();
    await age(w, stale.id, 1);
    const res = await moveLease(w, stale.id, 'active', w.as.asset_owner);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'invalid_transition']);
    const shop = await insertBusiness(w.t, 'loueur-suspendu');
    const staff = await signedInUser(w.t, 'staff@loueur-suspendu.test', shop);
    await topUp(w, shop, 30000);
    const lease = await pending({}, staff);
    await w.t.db.query('update businesses set active = false where id = $1', [shop]);
    const before = await leaseSnapshot(w);
    const refused = await moveLease(w, lease.id, 'active', w.as.asset_owner);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'business_inactive']);
    expect(await leaseSnapshot(w)).toEqual(before);
    // It may still withdraw its proposal.
    expect((await moveLease(w, lease.id, 'cancelled', staff)).statusCode).toBe(200);
  });
});

describe('the asset', () => {
  it('cannot be deleted while leased; with a proposal, it is kept (hidden) and the proposal cannot be accepted', async () => {
    const { id: asset } = await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, name) values ($1, $2, 'Citroën Jumper')
       returning id`,
      [w.ids.van, w.ids.owner],
    );
    const leased = await accepted(
      w,
      (await pending({ asset_id: asset, preference_id: o.vans.id })).id,
    );
    const refused = await inject(w.t, 'DELETE', `/assets/${asset}`, w.as.asset_owner);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'asset_in_use']);
    await release(leased);
    const proposal = await pending({
      asset_id: asset,
      preference_id: o.vans.id,
      start_date: w.day(1),
    });
    expect((await inject(w.t, 'DELETE', `/assets/${asset}`, w.as.asset_owner)).statusCode).toBe(
      200,
    );
    expect(
      await one(w.t, 'select status, deleted_at is not null as deleted from assets where id = $1', [
        asset,
      ]),
    ).toEqual({ status: 'inactive', deleted: true });
    const accept = await moveLease(w, proposal.id, 'active', w.as.asset_owner);
    expect([accept.statusCode, codeOf(accept)]).toEqual([409, 'asset_unavailable']);
    const read = await inject(w.t, 'GET', `/leases/${proposal.id}`, w.as.business);
    expect(leaseOf(read)).toMatchObject({ asset_name: 'Citroën Jumper', status: 'pending' });
  });
});

describe('cancelling and ending', () => {
  it('the owner declines with a reason; the business withdraws; the operator cancels with a reason', async () => {
    const a = await pending();
    const before = await leaseSnapshot(w);
    const bare = await moveLease(w, a.id, 'cancelled', w.as.asset_owner);
    expect(bare.statusCode).toBe(400);
    expect(errorResponse.parse(bare.json()).details).toEqual([
      { path: 'reason', message: 'flotte.validation.required' },
    ]);
    expect((await moveLease(w, a.id, 'cancelled', w.as.asset_owner, '   ')).statusCode).toBe(400);
    expect((await moveLease(w, a.id, 'cancelled', w.as.in_house_manager)).statusCode).toBe(400);
    expect(await leaseSnapshot(w)).toEqual(before);
    const declined = leaseOf(
      await moveLease(w, a.id, 'cancelled', w.as.asset_owner, ' Véhicule en révision '),
    );
    expect(declined).toMatchObject({ status: 'cancelled', cancel_reason: 'Véhicule en révision' });
    expect(declined.cancelled_at).not.toBeNull();

    const b = await pending();
    const withdrawn = leaseOf(await moveLease(w, b.id, 'cancelled', w.as.business));
    expect(withdrawn).toMatchObject({ status: 'cancelled', cancel_reason: null });
    const c = await pending();
    const cancelled = leaseOf(await moveLease(w, c.id, 'cancelled', w.as.superadmin, 'Doublon'));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Doublon' });
    // Nothing moved: no money, the asset untouched.
    for (const x of [a, b, c]) expect(await ledgerOf(w, x.id)).toEqual([]);
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
  });

  it.each([
    ['the business', 'business'],
    ['the owner', 'asset_owner'],
    ['the manager', 'in_house_manager'],
  ] as const)(
    '%s ends an active lease early: asset available, deposit returned, periods charged kept',
    async (_, role) => {
      const start = await balance(w, w.ids.business);
      const lease = await accepted(w, (await pending()).id);
      const res = await moveLease(w, lease.id, 'ended', w.as[role], 'Chantier terminé');
      expect(res.statusCode).toBe(200);
      const ended = leaseOf(res);
      expect(ended).toMatchObject({
        status: 'ended',
        next_charge_at: null,
        cancel_reason: 'Chantier terminé',
      });
      expect(ended.ended_at).not.toBeNull();
      expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
      expect((await ledgerOf(w, lease.id)).map((r) => [r.type, r.category, r.amount])).toEqual([
        ['debit', 'lease_charge', 4500],
        ['debit', 'lease_deposit', 20000],
        ['credit', 'refund', 20000],
      ]);
      expect(await balance(w, w.ids.business)).toBe(start - 4500);
      expect(await ledgerSum(w, w.ids.business)).toBe(start - 4500);
      expect(await earningsOf(w, lease.id)).toHaveLength(1);
    },
  );

  it('the operator annuls an active lease (reason required): closed like an early end, it reads cancelled', async () => {
    const lease = await accepted(w, (await pending()).id);
    expect((await moveLease(w, lease.id, 'cancelled', w.as.superadmin)).statusCode).toBe(400);
    const res = await moveLease(w, lease.id, 'cancelled', w.as.superadmin, 'Litige');
    expect(leaseOf(res)).toMatchObject({ status: 'cancelled', cancel_reason: 'Litige' });
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
    expect((await ledgerOf(w, lease.id)).map((r) => r.category)).toEqual([
      'lease_charge',
      'lease_deposit',
      'refund',
    ]);
  });

  it('ending early owes the periods begun that the job has not charged yet', async () => {
    const start = await balance(w, w.ids.business);
    const lease = await accepted(w, (await pending({ end_date: w.day(6) })).id);
    // Accepted two days ago: the periods of yesterday and today are owed, not charged yet.
    await age(w, lease.id, 2);
    const ended = leaseOf(await moveLease(w, lease.id, 'ended', w.as.business));
    expect(ended.status).toBe('ended');
    expect((await ledgerOf(w, lease.id)).map((r) => [r.category, r.amount, r.period])).toEqual([
      ['lease_charge', 4500, w.day(-2)],
      ['lease_deposit', 20000, null],
      ['lease_charge', 4500, w.day(-1)],
      ['lease_charge', 4500, w.today],
      ['refund', 20000, null],
    ]);
    expect((await earningsOf(w, lease.id)).map((e) => e.period)).toEqual([
      w.day(-2),
      w.day(-1),
      w.today,
    ]);
    expect(await balance(w, w.ids.business)).toBe(start - 3 * 4500);
  });
});

describe('the state machine', () => {
  it('refuses every other move with 409 invalid_transition, and moves of the wrong side with 403', async () => {
    const lessor = w.as.asset_owner;
    const lessee = w.as.business;
    const operator = w.as.in_house_manager;
    const inState = async (state: 'pending' | 'active' | 'ended' | 'cancelled' | 'over') => {
      const lease = await pending();
      if (state === 'pending') return lease;
      if (state === 'cancelled') {
        await moveLease(w, lease.id, 'cancelled', lessee);
        return lease;
      }
      await accepted(w, lease.id);
      if (state === 'ended') await moveLease(w, lease.id, 'ended', lessee);
      if (state === 'over') {
        // Active, its last day passed (the job has not finalised it yet): it reads `ended`.
        await w.t.db.query(
          `update leases set start_date = $2, end_date = $3, next_charge_at = null
           where id = $1`,
          [lease.id, w.day(-6), w.day(-1)],
        );
      }
      return lease;
    };
    const cases: [Parameters<typeof inState>[0], string, Headers, number][] = [
      ['pending', 'ended', lessor, 409],
      ['pending', 'ended', operator, 409],
      ['pending', 'active', lessee, 403],
      ['pending', 'active', operator, 403],
      ['pending', 'active', w.as.superadmin, 403],
      ['active', 'active', lessor, 409],
      ['active', 'cancelled', lessor, 403],
      ['active', 'cancelled', lessee, 403],
      ['ended', 'active', lessor, 409],
      ['ended', 'ended', lessee, 409],
      ['ended', 'cancelled', operator, 409],
      ['cancelled', 'active', lessor, 409],
      ['cancelled', 'cancelled', lessee, 409],
      ['cancelled', 'ended', operator, 409],
      ['over', 'ended', lessee, 409],
      ['over', 'cancelled', operator, 409],
      ['over', 'active', lessor, 409],
    ];
    for (const [state, to, headers, status] of cases) {
      const lease = await inState(state);
      const before = await leaseSnapshot(w);
      const res = await moveLease(w, lease.id, to, headers, 'Raison');
      expect(res.statusCode, `${state} → ${to}`).toBe(status);
      expect(codeOf(res)).toBe(status === 409 ? 'invalid_transition' : 'forbidden');
      expect(await leaseSnapshot(w), `${state} → ${to}`).toEqual(before);
      // Leave the asset free for the next case (an `over` lease is finalised by hand).
      if (state === 'active') await release(lease);
      if (state === 'over') {
        await w.t.db.query(`update leases set status = 'ended' where id = $1`, [lease.id]);
        await w.t.db.query(`update assets set status = 'available' where id = $1`, [
          w.ids.ownerVan,
        ]);
      }
    }
    const bad = await inject(w.t, 'PATCH', `/leases/${(await pending()).id}`, w.as.asset_owner, {
      status: 'pending',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await moveLease(w, '00000000-0000-4000-8000-000000000000', 'ended', w.as.superadmin))
        .statusCode,
    ).toBe(404);
  });
});

describe('earnings', () => {
  it('GET /earnings of an asset adds its lease earnings to its delivery earnings, month by month', async () => {
    const request = await createRequest(w, { asset_type_id: w.ids.bike, price: 2000 });
    const dispatch = await assign(w, request, w.ids.ownerBike);
    await move(w, dispatch, 'in_transit');
    expect((await move(w, dispatch, 'delivered')).statusCode).toBe(200);
    const lease = await accepted(
      w,
      (await pending({ asset_id: w.ids.ownerBike, preference_id: o.bike.id, end_date: w.day(40) }))
        .id,
    );
    const read = async (headers: Headers) =>
      inject(w.t, 'GET', `/earnings?id=${w.ids.ownerBike}&type=asset`, headers);
    const summary = oneResponse(earningsSummary).parse((await read(w.as.asset_owner)).json()).data;
    expect(summary).toMatchObject({ gross: 32000, commission: 3200, net: 28800, count: 2 });
    expect(summary.series).toHaveLength(1);
    expect(summary.series[0]).toMatchObject({ gross: 32000, net: 28800, count: 2 });
    expect((await read(w.as.superadmin)).statusCode).toBe(200);
    expect((await read(w.otherOwner)).statusCode).toBe(404);
    expect((await read(w.as.business)).statusCode).toBe(403);
    await release(lease);
  });
});
