import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubmitter, type Delivery } from '../../src/lib/forms/engine.ts';
import { emptyUpdateRequest, updateRequestForm } from '../../src/lib/forms/fields.ts';
import { emptyQuote, quoteForm } from '../../src/lib/forms/lead-forms.ts';
import { SubmitError, submitTimeoutMs } from '../../src/lib/forms/submit.ts';

const valid = { ...emptyQuote, name: 'Jo', email: 'jo@example.com', message: 'A fence' };

function submitter(deliver: () => Delivery, online = true) {
  const open = vi.fn();
  return { open, engine: createSubmitter(quoteForm, { deliver, open, online: () => online }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('form engine', () => {
  it('checks required fields first, then the e-mail, and sends nothing when a check fails', async () => {
    const deliver = vi.fn<() => Delivery>();
    const { engine } = submitter(deliver);
    expect(await engine.submit({ ...valid, name: ' ', email: 'bad' })).toEqual({
      kind: 'invalid',
      error: { problem: 'required', fields: ['name'] },
    });
    expect(await engine.submit({ ...valid, email: 'jo@' })).toEqual({
      kind: 'invalid',
      error: { problem: 'invalidEmail', fields: ['email'] },
    });
    expect(deliver).not.toHaveBeenCalled();
    expect(engine.busy).toBe(false);
  });

  it('requires name, email, update type and new content on the update form', async () => {
    const engine = createSubmitter(updateRequestForm, { deliver: vi.fn(), open: vi.fn(), online: () => true });
    expect(await engine.submit(emptyUpdateRequest)).toMatchObject({
      error: { fields: ['name', 'email', 'updateType', 'newContent'] },
    });
  });

  it('lets one submission through at a time', async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { engine } = submitter(() => ({ via: 'network', send }));
    const first = engine.submit(valid);
    expect(engine.busy).toBe(true);
    expect(await engine.submit(valid)).toEqual({ kind: 'busy' });
    finish();
    expect(await first).toEqual({ kind: 'sent', via: 'network' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(engine.busy).toBe(false);
  });

  it('opens the e-mail program for a mailto: delivery and reports the link', async () => {
    const { engine, open } = submitter(() => ({ via: 'mailto', href: 'mailto:a@b.test?subject=x' }));
    expect(await engine.submit(valid)).toEqual({ kind: 'sent', via: 'mailto', href: 'mailto:a@b.test?subject=x' });
    expect(open).toHaveBeenCalledWith('mailto:a@b.test?subject=x');
  });

  it('reports a failure (rejection, thrown mailto) and is ready again', async () => {
    const { engine } = submitter(() => ({ via: 'network', send: () => Promise.reject(new Error('HTTP 500')) }));
    const outcome = await engine.submit(valid);
    expect(outcome).toMatchObject({ kind: 'failed', error: { reason: 'network', message: 'HTTP 500' } });
    expect(engine.busy).toBe(false);

    const mailto = createSubmitter(quoteForm, {
      deliver: () => ({ via: 'mailto', href: 'mailto:x@y.test' }),
      open: () => {
        throw new Error('No e-mail handler');
      },
      online: () => true,
    });
    expect(await mailto.submit(valid)).toMatchObject({ kind: 'failed', error: { message: 'No e-mail handler' } });
  });

  it('fails at once when offline, without sending', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { engine } = submitter(() => ({ via: 'network', send }), false);
    const outcome = await engine.submit(valid);
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect((outcome as { error: SubmitError }).error.reason).toBe('offline');
    expect(send).not.toHaveBeenCalled();
  });

  it('abandons a hanging send after 15 s and aborts its signal', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { engine } = submitter(() => ({
      via: 'network',
      send: (s) => {
        signal = s;
        return new Promise(() => {});
      },
    }));
    const outcome = engine.submit(valid);
    await vi.advanceTimersByTimeAsync(submitTimeoutMs - 1);
    expect(engine.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'failed', error: { reason: 'timeout' } });
    expect(signal?.aborted).toBe(true);
    expect(engine.busy).toBe(false);
  });
});
