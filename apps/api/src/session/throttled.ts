import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginThrottle } from '../auth/loginThrottle';

/**
 * Answers 429 `too_many_attempts` with Retry-After when the login or the client address must wait
 * (the login and the own password change share the throttle); true when it answered.
 */
export async function answeredThrottled(
  throttle: LoginThrottle,
  login: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const wait = await throttle.retryAfter(login, request.ip);
  if (wait <= 0) return false;
  await reply
    .code(429)
    .header('Retry-After', String(wait))
    .send({
      error: 'too_many_attempts',
      message: `Too many failed attempts: try again in ${wait} s.`,
    });
  return true;
}
