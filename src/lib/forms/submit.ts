/**
 * Sending with a deadline: a request that hangs is abandoned after 15 s, an offline browser
 * fails at once, and every failure becomes a SubmitError the form can show and log.
 */

export const submitTimeoutMs = 15_000;
export const web3formsEndpoint = 'https://api.web3forms.com/submit';
export const web3formsFailure = 'Form submission failed';

export type FailureReason = 'offline' | 'timeout' | 'network' | 'rejected';

export class SubmitError extends Error {
  readonly reason: FailureReason;
  constructor(reason: FailureReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SubmitError';
    this.reason = reason;
  }
}

export interface SendContext {
  /** `navigator.onLine`: false means the browser knows it has no connection. */
  online: boolean;
  timeoutMs?: number;
}

/**
 * Runs `task` with an AbortSignal that fires after the timeout. The race also covers tasks
 * that cannot take a signal (the EmailJS SDK): their late answer is ignored.
 */
export async function sendWithTimeout<T>(
  task: (signal: AbortSignal) => Promise<T>,
  { online, timeoutMs = submitTimeoutMs }: SendContext,
): Promise<T> {
  if (!online) throw new SubmitError('offline', 'The browser is offline');
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new SubmitError('timeout', `No answer within ${timeoutMs / 1000} s`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([task(controller.signal), deadline]);
  } catch (error) {
    if (error instanceof SubmitError) throw error;
    throw new SubmitError('network', error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

interface Web3FormsReply {
  success?: unknown;
  message?: unknown;
}

/**
 * Posts the fields as an urlencoded form (a CORS "simple" request, no preflight) and reads
 * `success` and `message` from the JSON reply. Anything but `success: true` is a failure
 * carrying the service's message or 'Form submission failed'.
 */
export async function postToWeb3Forms(
  endpoint: string,
  fields: Record<string, string>,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(fields),
      signal,
    });
  } catch (error) {
    if (signal.aborted && signal.reason instanceof SubmitError) throw signal.reason;
    throw new SubmitError('network', error instanceof Error ? error.message : String(error), { cause: error });
  }
  let reply: Web3FormsReply = {};
  try {
    reply = (await response.json()) as Web3FormsReply;
  } catch {
    // A non-JSON answer (a proxy's error page) is a failure like any other.
  }
  const message = typeof reply.message === 'string' && reply.message ? reply.message : '';
  if (!response.ok || reply.success !== true) {
    throw new SubmitError('rejected', message || web3formsFailure);
  }
  return message;
}
