/**
 * A watcher of the tracking benchmark: `GET /api/events` read as the app reads it (fetch, one
 * message at a time), calling `onPosition` for each `dispatch.position` at the moment it arrives.
 */
export interface Watcher {
  /** Resolves once the server said `ready`. */
  ready: Promise<void>;
  close(): void;
}

export function watch(
  base: string,
  token: string,
  onPosition: (data: { id: string; at: string }, receivedAt: number) => void,
): Watcher {
  const abort = new AbortController();
  let isReady!: () => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    isReady = resolve;
    failed = reject;
  });
  void (async () => {
    try {
      const res = await fetch(`${base}/api/events`, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const receivedAt = Date.now();
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = '';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (event === 'ready') isReady();
          else if (event === 'dispatch.position') {
            onPosition(JSON.parse(data) as { id: string; at: string }, receivedAt);
          }
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) failed(error);
    }
  })();
  return { ready, close: () => abort.abort() };
}
