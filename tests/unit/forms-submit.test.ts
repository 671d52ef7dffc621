import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmitError, postToWeb3Forms, sendWithTimeout, submitTimeoutMs } from '../../src/lib/forms/submit.ts';

function reply(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const signal = new AbortController().signal;

describe('postToWeb3Forms', () => {
  it('posts the fields urlencoded with Accept: application/json and returns the message', async () => {
    const fetchMock = vi.fn(async () => reply({ success: true, message: 'Email sent successfully!' }));
    await expect(
      postToWeb3Forms('https://api.web3forms.com/submit', { name: 'Jo & co', access_key: 'k' }, signal, fetchMock),
    ).resolves.toBe('Email sent successfully!');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.web3forms.com/submit');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(String(init.body)).toBe('name=Jo+%26+co&access_key=k');
  });

  it("throws the service's message on success: false", async () => {
    const fetchMock = async () => reply({ success: false, message: 'Invalid access key' });
    await expect(postToWeb3Forms('u', {}, signal, fetchMock)).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Invalid access key',
    });
  });

  it("throws 'Form submission failed' on an HTTP error without a message or a non-JSON reply", async () => {
    await expect(postToWeb3Forms('u', {}, signal, async () => reply('<html>oops</html>', 500))).rejects.toThrow(
      /^Form submission failed$/,
    );
    await expect(postToWeb3Forms('u', {}, signal, async () => reply({}, 500))).rejects.toThrow(
      'Form submission failed',
    );
  });

  it('fails on HTTP 500 even when the body claims success', async () => {
    await expect(postToWeb3Forms('u', {}, signal, async () => reply({ success: true }, 500))).rejects.toBeInstanceOf(
      SubmitError,
    );
  });

  it('turns a network error into a SubmitError', async () => {
    const fetchMock = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(postToWeb3Forms('u', {}, signal, fetchMock)).rejects.toMatchObject({ reason: 'network' });
  });
});

describe('sendWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails fast when offline, without starting the task', async () => {
    const task = vi.fn(async () => 'sent');
    await expect(sendWithTimeout(task, { online: false })).rejects.toMatchObject({ reason: 'offline' });
    expect(task).not.toHaveBeenCalled();
  });

  it('returns the task result', async () => {
    await expect(sendWithTimeout(async () => 'sent', { online: true })).resolves.toBe('sent');
  });

  it('aborts a hanging task after 15 s and rejects with a timeout', async () => {
    expect(submitTimeoutMs).toBe(15_000);
    let seen: AbortSignal | undefined;
    const result = sendWithTimeout(
      (s) => {
        seen = s;
        return new Promise(() => {});
      },
      { online: true },
    );
    const settled = expect(result).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(seen?.aborted).toBe(true);
  });

  it('also times out a task that ignores the signal (the EmailJS SDK)', async () => {
    const result = sendWithTimeout(() => new Promise(() => {}), { online: true, timeoutMs: 1000 });
    const settled = expect(result).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });

  it('wraps non-SubmitError failures as network failures', async () => {
    await expect(
      sendWithTimeout(
        async () => {
          throw new Error('boom');
        },
        { online: true },
      ),
    ).rejects.toMatchObject({ reason: 'network', message: 'boom' });
  });
});
