// The load bench/scale.mjs sends through the balancer, and what it records of every request.
// Each tick of `writes` a second: a comment (a write, with its own key), a product read, and by
// turns a wall page and a search; owners upload a small image `uploads` times a second. Every
// acknowledged write is kept by its key, to be looked for in PostgreSQL afterwards.

/** Requests in flight at most: past it the generator skips a tick, and says how often it did. */
export const IN_FLIGHT_MAX = 400;

/** What every request leaves behind: kind, second of the run, duration, status (0: no answer). */
export function recorder() {
  const started = Date.now();
  const requests = [];
  return {
    started,
    requests,
    /** The second of the run it is now. */
    now: () => Math.floor((Date.now() - started) / 1000),
    /** `fromBalancer`: the answer was HAProxy's own (no instance could take it), not JSON. */
    add(kind, at, duration, status, fromBalancer) {
      const second = Math.floor((at - started) / 1000);
      requests.push({ kind, second, duration, status, fromBalancer });
    },
  };
}

export const failed = (request) => request.status === 0 || request.status >= 500;

async function call(record, base, kind, token, method, pathname, body) {
  const at = performance.now();
  let status = 0;
  let json = null;
  try {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}/api/v1/${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body && !isForm ? JSON.stringify(body) : body,
    });
    status = response.status;
    json = await response.json().catch(() => null);
  } catch {
    // the connection failed: status 0
  }
  record.add(kind, Date.now(), performance.now() - at, status, status > 0 && json === null);
  return { status, json };
}

/**
 * Sends the load for `seconds` — and on, while `more(second)` says so (the faults still under way)
 * — its keys marked with the letter `run`; `onSecond(second)` runs as each second begins.
 * Resolves with the acknowledged comment and upload keys, how many were sent, and how many ticks
 * were skipped because IN_FLIGHT_MAX requests were already waiting.
 */
export async function sendLoad(base, { people, owners, image }, record, options) {
  const { run, seconds, writes, uploads, onSecond = async () => {}, more = () => false } = options;
  const acknowledged = { comments: [], uploads: [] };
  let inFlight = 0;
  let sent = 0;
  let uploadsSent = 0;
  let skipped = 0;
  const tasks = [];
  const send = (...args) => {
    inFlight += 1;
    const done = call(record, base, ...args);
    done.finally(() => (inFlight -= 1));
    return done;
  };
  const upload = (n) => {
    const owner = owners[n % owners.length];
    const key = `scale-upload-${run}${n}`;
    const form = new FormData();
    form.append('productId', owner.productIds[n % owner.productIds.length]);
    form.append('files', new Blob([image], { type: 'image/png' }), `${key}.png`);
    return send('upload', owner.token, 'POST', 'auth/fileUpload', form).then(({ status, json }) => {
      if (status === 200 && json?.data?.length === 1) acknowledged.uploads.push(key);
    });
  };

  const started = performance.now();
  const tick = 1000 / writes;
  const uploadEvery = uploads > 0 ? Math.max(1, Math.round(writes / uploads)) : Infinity;
  for (let second = 0; second < seconds || more(second); second += 1) {
    await onSecond(second);
    for (let i = 0; i < writes; i += 1) {
      const due = started + (second * writes + i) * tick;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= IN_FLIGHT_MAX) {
        skipped += 1;
        continue;
      }
      const n = sent++;
      const person = people[n % people.length];
      const productId = person.productIds[n % person.productIds.length];
      const key = `scale-${run}${n}`;
      tasks.push(
        send('comment', person.token, 'POST', 'product/productComments', {
          productId,
          text: `${key}: the supplier asked for a heavier linen`,
        }).then(({ status, json }) => {
          if (status === 201 && json?.data?._id) acknowledged.comments.push(key);
        }),
        send('product read', person.token, 'GET', `product/${productId}`),
      );
      if (n % 4 === 0) tasks.push(send('wall page', person.token, 'GET', 'product?limit=20'));
      if (n % 10 === 5) {
        tasks.push(
          send('search', person.token, 'GET', 'globalSearch?searchFilter=heavier%20linen&limit=10'),
        );
      }
      if (n % uploadEvery === 0) tasks.push(upload(uploadsSent++));
    }
  }
  await Promise.all(tasks);
  return { acknowledged, sent, uploadsSent, skipped };
}
