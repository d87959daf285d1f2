import './support/localStorage';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, API, json, sent, server } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();

/** Records each upload (its multipart field name, file name and bytes) and answers a url. */
function serveUploads() {
  const uploads: Array<{ field: string; name: string; text: string }> = [];
  server.use(
    http.post(`${API}/upload`, async ({ request }) => {
      const form = await request.formData();
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') continue;
        uploads.push({ field, name: value.name, text: await value.text() });
      }
      return json({ fileUrl: `/api/uploads/file-${uploads.length}.png` }, 201);
    }),
  );
  return uploads;
}

const picked = (name: string, text: string) => ({
  rawFile: new File([text], name, { type: 'image/png' }),
  src: 'blob:local',
  title: name,
});

describe('asset uploads', () => {
  it('posts a picked photo to /upload as `file`, then creates the asset with its fileUrl', async () => {
    const uploads = serveUploads();
    answer('post', '/assets', ({ body }) => json({ data: { id: 'a1', ...(body as object) } }, 201));

    await dataProvider.create('assets', {
      data: {
        name: 'Truck',
        photo_url: picked('truck.png', 'PNGDATA'),
        document_urls: [picked('card.png', 'DOC1'), { src: '/api/uploads/old.pdf' }],
      },
    });

    expect(uploads.map((u) => [u.field, u.name, u.text])).toEqual([
      ['file', 'truck.png', 'PNGDATA'],
      ['file', 'card.png', 'DOC1'],
    ]);
    const create = sent.find((s) => s.url.pathname === '/api/assets');
    const body = create?.body as Record<string, unknown>;
    expect(body.name).toBe('Truck');
    expect(String(body.photo_url)).toMatch(/^\/api\/uploads\/file-\d\.png$/);
    // A file already stored stays as its url.
    expect(body.document_urls).toHaveLength(2);
    expect((body.document_urls as string[])[1]).toBe('/api/uploads/old.pdf');
  });

  it('uploads on update only what changed, and leaves other resources alone', async () => {
    const uploads = serveUploads();
    answer('patch', '/assets/a1', ({ body }) => json({ data: { id: 'a1', ...(body as object) } }));

    await dataProvider.update('assets', {
      id: 'a1',
      data: { id: 'a1', name: 'Truck', photo_url: picked('new.png', 'NEW') },
      previousData: { id: 'a1', name: 'Truck', photo_url: null },
    });
    expect(uploads).toHaveLength(1);
    expect(sent.at(-1)?.body).toEqual({ photo_url: '/api/uploads/file-1.png' });
  });

  it('does not create the asset when the upload is refused', async () => {
    server.use(
      http.post(`${API}/upload`, () =>
        json({ statusCode: 415, code: 'unsupported_file_type', message: 'no' }, 415),
      ),
    );
    await expect(
      dataProvider.create('assets', { data: { name: 'X', photo_url: picked('x.png', 'x') } }),
    ).rejects.toMatchObject({ status: 415, message: 'flotte.errors.unsupported_file_type' });
    expect(sent.some((s) => s.url.pathname === '/api/assets')).toBe(false);
  });
});

describe('custom methods', () => {
  it('getEarnings asks /earnings?id=&type=asset and unwraps the answer', async () => {
    const summary = { gross: 1, commission: 0, net: 1, count: 1, currency: 'EUR', series: [] };
    answer('get', '/earnings', () => json({ data: summary }));
    expect(await dataProvider.getEarnings('a1')).toEqual(summary);
    expect(sent[0]?.url.searchParams.get('id')).toBe('a1');
    expect(sent[0]?.url.searchParams.get('type')).toBe('asset');
  });

  it('dispatchRequest posts { request_id, asset_id } to /asset-dispatch', async () => {
    answer('post', '/asset-dispatch', () => json({ data: { id: 'd1' } }, 201));
    await dataProvider.dispatchRequest({ request_id: 'r1', asset_id: 'a1' });
    expect(sent[0]?.body).toEqual({ request_id: 'r1', asset_id: 'a1' });
  });
});
