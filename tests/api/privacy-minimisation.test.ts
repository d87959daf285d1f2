import { describe, expect, it } from 'vitest';
import { listResponse } from '../../contract/common';
import { request } from '../../contract/request';
import { assign, createRequest, createWorld, inject, move, oneRequest } from './requests-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);
const contact = { recipient_phone: '+33612345678', recipient_email: 'rec@example.test' };
const hidden = { recipient_phone: null, recipient_email: null };

const read = async (id: string, headers: object) =>
  oneRequest.parse(
    (await inject(w.t, 'GET', `/business-dispatches/${id}`, headers as never)).json(),
  ).data;

describe('data minimisation: recipients’ contact (docs/privacy.md)', () => {
  it('hides the phone and e-mail from an owner browsing a pending request, in the list and the record', async () => {
    const id = await createRequest(w, { ...contact, price: 10 });
    expect(await read(id, w.as.asset_owner)).toMatchObject(hidden);
    const list = listResponse(request).parse(
      (await inject(w.t, 'GET', '/business-dispatches?status=pending', w.as.asset_owner)).json(),
    ).data;
    expect(list.find((r) => r.id === id)).toMatchObject(hidden);
    for (const role of ['business', 'superadmin', 'in_house_manager'] as const) {
      expect(await read(id, w.as[role])).toMatchObject(contact);
    }
    expect((await inject(w.t, 'GET', `/business-dispatches/${id}`, {} as never)).statusCode).toBe(
      401,
    );
  });

  it('shows them to the owner once one of its assets is assigned', async () => {
    const id = await createRequest(w, { ...contact, price: 10 });
    const dispatchId = await assign(w, id, w.ids.ownerVan);
    expect(await read(id, w.as.asset_owner)).toMatchObject(contact);
    expect((await move(w, dispatchId, 'cancelled')).statusCode).toBe(200);
  });
});
