/**
 * The recipients' retention (server/jobs/recipient-retention.ts, docs/privacy.md): a request
 * ended longer ago than the retention loses its recipient's name, phone, e-mail and its proof;
 * its money and reference stay; a recent or open request keeps everything; the job is claimed
 * once across servers like the others.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eraseEndedRecipients } from '../../server/jobs/recipient-retention';
import {
  assign,
  createWorld,
  createRequest,
  inject,
  move,
  type Headers,
  type World,
} from './requests-fixtures';
import { jobNamed } from './jobs-fixtures';
import { one } from './rows';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const recipient = { recipient_phone: '+33612345678', recipient_email: 'jeanne@example.com' };

/** A delivered request with a proof, ended `months` ago; answers its id and dispatch. */
async function delivered(months: number) {
  const id = await createRequest(w, recipient);
  const dispatch = await assign(w, id, w.ids.ownerVan);
  for (const status of ['in_transit', 'delivered']) {
    expect((await move(w, dispatch, status)).statusCode).toBe(200);
  }
  await w.t.db.query(
    `insert into dispatch_proofs (dispatch_id, kind, value) values ($1, 'name', 'Jeanne Martin')
     on conflict do nothing`,
    [dispatch],
  );
  await w.t.db.query(
    `update requests set ended_at = now() - make_interval(months => $2) where id = $1`,
    [id, months],
  );
  return { id, dispatch };
}

const row = (id: string) =>
  one<{
    recipient_name: string | null;
    recipient_phone: string | null;
    recipient_email: string | null;
    reference: string | null;
    price: number;
    personal_data_erased_at: string | null;
  }>(
    w.t,
    `select recipient_name, recipient_phone, recipient_email, reference, price,
       personal_data_erased_at from requests where id = $1`,
    [id],
  );
const proofs = async (dispatch: string) =>
  (await w.t.db.query('select 1 from dispatch_proofs where dispatch_id = $1', [dispatch])).length;

describe('recipient retention', () => {
  it('erases the recipient and proof of a request ended past the retention, keeps the rest', async () => {
    const old = await delivered(13);
    const recent = await delivered(1);
    const before = await row(old.id);

    expect(await eraseEndedRecipients(w.t.db, 12)).toBe(1);
    const after = await row(old.id);
    expect(after).toMatchObject({
      recipient_name: null,
      recipient_phone: null,
      recipient_email: null,
      reference: before.reference,
      price: before.price,
    });
    expect(after.personal_data_erased_at).not.toBeNull();
    expect(await proofs(old.dispatch)).toBe(0);

    expect(await row(recent.id)).toMatchObject({ recipient_name: 'Jeanne Martin', ...recipient });
    expect(await proofs(recent.dispatch)).toBe(1);
    // Already erased: a second run has nothing to do.
    expect(await eraseEndedRecipients(w.t.db, 12)).toBe(0);
  });

  it('keeps an open request whatever its age', async () => {
    const id = await createRequest(w, recipient);
    await w.t.db.query(
      `update requests set created_at = now() - interval '3 years' where id = $1`,
      [id],
    );
    await eraseEndedRecipients(w.t.db, 12);
    expect(await row(id)).toMatchObject({ recipient_name: 'Jeanne Martin', ...recipient });
  });

  it('is a periodic job named recipient-retention, with the retention from the settings', async () => {
    const old = await delivered(4);
    const job = jobNamed(w.t, 'recipient-retention', { recipientRetentionMonths: 3 });
    expect(job).toBeDefined();
    expect(await job?.run()).toBe(1);
    expect((await row(old.id)).recipient_name).toBeNull();
  });
});

describe('data minimisation', () => {
  const contacts = async (headers: Headers, id: string) => {
    const res = await inject(w.t, 'GET', `/business-dispatches/${id}`, headers);
    expect(res.statusCode).toBe(200);
    const { recipient_phone, recipient_email } = res.json().data;
    return { recipient_phone, recipient_email };
  };
  const hidden = { recipient_phone: null, recipient_email: null };

  it('shows an owner no phone nor e-mail of a pending request until its asset is assigned', async () => {
    const id = await createRequest(w, recipient);
    expect(await contacts(w.as.asset_owner, id)).toEqual(hidden);
    const list = await inject(
      w.t,
      'GET',
      '/business-dispatches?status=pending&limit=100',
      w.as.asset_owner,
    );
    const row = list.json().data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject(hidden);
    expect(await contacts(w.as.business, id)).toEqual(recipient);
    expect(await contacts(w.as.superadmin, id)).toEqual(recipient);

    await assign(w, id, w.ids.ownerVan);
    expect(await contacts(w.as.asset_owner, id)).toEqual(recipient);
    // Another owner never reaches it once taken.
    expect((await inject(w.t, 'GET', `/business-dispatches/${id}`, w.otherOwner)).statusCode).toBe(
      404,
    );
    expect((await inject(w.t, 'GET', `/business-dispatches/${id}`)).statusCode).toBe(401);
  });
});
